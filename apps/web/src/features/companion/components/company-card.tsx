import type { AnalyticsCompany } from '@yaar/shared';
import { licenceExpired } from '@yaar/shared';
import { businessTodayIso, formatDate } from '@/lib/dates';
import { t } from '@/lib/i18n/language';

/**
 * A company of the companion app as analytics show it (spec 1 §2.6): its reminders, name ('N/A'
 * if empty), the owner's licence date (red once past, green otherwise, 'No licence' if none: a
 * company that never bought one is not an expired one), mobile and the owner's full name.
 */
export function CompanyCard({ company }: { company: AnalyticsCompany }) {
  const { owner } = company;
  const licence = owner.LicenseKey;
  const expired = licenceExpired(licence, businessTodayIso());
  const ownerName = `${owner.FirstName} ${owner.LastName}`.trim();
  return (
    <div className="card-body p-3 d-flex gap-3 align-items-start">
      <div className="text-center text-nowrap rounded bg-primary-subtle px-2 py-1">
        <div className="fs-4 fw-semibold text-primary lh-1">{company.ReminderCount}</div>
        <div className="small text-muted">{t('Reminders')}</div>
      </div>
      <dl className="mb-0 small flex-grow-1 company-card-fields">
        <dt className="visually-hidden">{t('Company')}</dt>
        <dd className="fw-semibold fs-6 mb-1 text-break">{company.Name || t('N/A')}</dd>
        <dt className="visually-hidden">{t('License')}</dt>
        <dd className="mb-1">
          <i className="bi bi-key me-1" aria-hidden="true" />
          {licence ? (
            <span className={expired ? 'text-danger fw-semibold' : 'text-success fw-semibold'}>
              {formatDate(licence)}
              <span className="visually-hidden">{expired ? t(' (expired)') : t(' (active)')}</span>
            </span>
          ) : (
            <span className="text-muted">{t('No licence')}</span>
          )}
        </dd>
        <dt className="visually-hidden">{t('Mobile')}</dt>
        <dd className="mb-1">
          <i className="bi bi-telephone me-1" aria-hidden="true" />
          {company.MobileNo}
        </dd>
        <dt className="visually-hidden">{t('Owner')}</dt>
        <dd className="mb-0 text-break">
          <i className="bi bi-person me-1" aria-hidden="true" />
          {ownerName || t('N/A')}
        </dd>
      </dl>
    </div>
  );
}
