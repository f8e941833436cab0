import type { LeadVisitItem } from '@yaar/shared';
import { formatDateTime } from '@/lib/dates';
import { distanceText } from '../utils/visit-text';
import { CheckInButton } from './check-in-button';
import { VisitFlagBadge } from './visit-flag-badge';
import { VisitPhotoLink } from './visit-photo-link';
import { t } from '@/lib/i18n/language';
import { TitledSection } from '@/components/ui/titled-section';

/** A lead's visits, newest first, with "I'm here" above them (lead details). */
export function LeadVisits({ leadId, visits }: { leadId: number; visits: LeadVisitItem[] }) {
  return (
    <TitledSection
      title={t('Visits')}
      heading="h3"
      className="mb-4"
      titleClassName="h6 fw-semibold"
    >
      <div className="mb-2">
        <CheckInButton leadId={leadId} />
      </div>
      {visits.length === 0 ? (
        <p className="text-muted small mb-0">{t('No visits yet.')}</p>
      ) : (
        <ul className="list-unstyled mb-0 lead-visits">
          {visits.map((visit) => (
            <li key={visit.id} className="py-1 border-bottom d-flex gap-2 align-items-start">
              <div className="flex-grow-1">
                <span>
                  {t('Visited {time}', { time: formatDateTime(visit.VisitedAt) })} ·{' '}
                  {distanceText(visit.DistanceM)} · ±
                  {t('{metres} m', { metres: Math.round(visit.Accuracy) })}
                </span>{' '}
                <VisitFlagBadge flag={visit.Flag} />
                <div className="small text-muted">{visit.UserName}</div>
              </div>
              {visit.PhotoUrl ? (
                <VisitPhotoLink
                  url={visit.PhotoUrl}
                  label={t('Photo of the visit on {time}', {
                    time: formatDateTime(visit.VisitedAt),
                  })}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
