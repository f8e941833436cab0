import type { FollowUpView } from '@yaar/shared';
import { Link } from 'react-router';
import { pathTo } from '@/lib/paths';

interface CountCardProps {
  title: string;
  view: FollowUpView;
  count: number | undefined;
  icon: string;
  tone: string;
}

/** One clickable count: the whole card links to Leads with its followUp view. */
export function CountCard({ title, view, count, icon, tone }: CountCardProps) {
  return (
    <Link
      to={pathTo('Leads', { followUp: view })}
      className="card count-card h-100 text-reset"
      aria-label={`${title}: ${count ?? 'no data'}`}
    >
      <div className="card-body d-flex align-items-center gap-3">
        <span className={`count-card-icon bg-${tone}-subtle text-${tone}`} aria-hidden="true">
          <i className={`bi ${icon}`} />
        </span>
        <span className="d-flex flex-column min-w-0">
          <span className="count-card-title">{title}</span>
          <span className="count-card-count">{count ?? '–'}</span>
        </span>
      </div>
    </Link>
  );
}
