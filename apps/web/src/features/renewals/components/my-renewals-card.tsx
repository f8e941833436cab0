import { MY_RENEWALS_DAYS } from '@yaar/shared';
import { TitledCard } from '@/components/ui/titled-card';
import { formatDate } from '@/lib/dates';
import { useMyRenewalsDue } from '../api/renewals';
import { t } from '@/lib/i18n/language';

/**
 * The salesperson's own customers whose licences expire within 30 days (issue 33): how many, and
 * the next few with their numbers to call. Nothing when none are due.
 */
export function MyRenewalsCard() {
  const mine = useMyRenewalsDue();
  if (!mine.data || mine.data.Count === 0) return null;
  const { Count, Next } = mine.data;
  return (
    <section className="section">
      <TitledCard
        title={t('Renewals due in {days} days: {count}', { days: MY_RENEWALS_DAYS, count: Count })}
      >
        <ul className="list-unstyled mb-0" aria-label={t('My renewals due')}>
          {Next.map((r) => (
            <li key={r.id} className="d-flex justify-content-between gap-2 py-1 border-bottom">
              <span className="text-truncate">
                {r.Name || r.MobileNo} · {r.Product}
                <br />
                <a href={`tel:${r.MobileNo}`}>{r.MobileNo}</a>
              </span>
              <span className="text-nowrap">{formatDate(r.LicenseKey, '—')}</span>
            </li>
          ))}
        </ul>
      </TitledCard>
    </section>
  );
}
