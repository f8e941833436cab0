import type { DASHBOARD_CARDS, DashboardCounts } from '@yaar/shared';
import { Link } from 'react-router';
import { pathTo } from '@/lib/paths';
import { t } from '@/lib/i18n/language';
import { formatIndianNumber } from '@yaar/shared';

/** The look of each card, by the count it shows. */
const cardStyles: Record<keyof DashboardCounts, { icon: string; tone: string }> = {
  OverdueLeads: { icon: 'bi-alarm', tone: 'danger' },
  TodayLeads: { icon: 'bi-calendar-check', tone: 'primary' },
  UpcomingLeads: { icon: 'bi-calendar-week', tone: 'info' },
  PendingLeads: { icon: 'bi-hourglass-split', tone: 'warning' },
  CompleteLeads: { icon: 'bi-check2-circle', tone: 'success' },
  ReferralLeads: { icon: 'bi-people', tone: 'secondary' },
};

interface CountCardProps {
  /** Which of DASHBOARD_CARDS: its title, the Leads view it opens, the count it shows. */
  card: (typeof DASHBOARD_CARDS)[number];
  count: number | undefined;
}

/** One clickable count: the whole card links to Leads with its followUp view. */
export function CountCard({ card: { title, view, count: countName }, count }: CountCardProps) {
  const { icon, tone } = cardStyles[countName];
  return (
    <Link
      to={pathTo('Leads', { followUp: view })}
      className="card count-card h-100 text-reset"
      aria-label={`${t(title)}: ${count === undefined ? t('no data') : formatIndianNumber(count)}`}
    >
      <div className="card-body d-flex align-items-center gap-3">
        <span className={`count-card-icon bg-${tone}-subtle text-${tone}`} aria-hidden="true">
          <i className={`bi ${icon}`} />
        </span>
        <span className="d-flex flex-column min-w-0">
          <span className="count-card-title">{t(title)}</span>
          <span className="count-card-count">
            {count === undefined ? '–' : formatIndianNumber(count)}
          </span>
        </span>
      </div>
    </Link>
  );
}
