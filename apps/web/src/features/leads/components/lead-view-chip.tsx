import { useNavigate } from 'react-router';
import { pathTo } from '@/lib/paths';
import { leadViewTitle } from '../utils/lead-views';
import { t } from '@/lib/i18n/language';

/**
 * The open dashboard view ('Overdue FollowUp') as a removable chip: removing it opens the plain
 * Leads list, with none of the view's filters.
 */
export function LeadViewChip({ followUp }: { followUp: string | undefined }) {
  const navigate = useNavigate();
  const view = leadViewTitle(followUp);
  if (!view) return null;
  const title = t(view);
  return (
    <div className="lead-view-chip d-flex align-items-center gap-2 mb-2 mb-md-3">
      <span className="small text-body-secondary">{t('View')}</span>
      <span className="badge rounded-pill text-bg-primary d-inline-flex align-items-center gap-1 fs-6 fw-medium ps-3 pe-1 py-1">
        {title}
        <button
          type="button"
          className="btn-close btn-close-white p-2"
          aria-label={t('Remove filter {title}', { title })}
          onClick={() => void navigate(pathTo('Leads'))}
        />
      </span>
    </div>
  );
}
