import { useState } from 'react';
import { QueryError } from '@/components/ui/error-state';
import { useAnalytics } from '../api/analytics';
import { AnalyticsRange, type DayRange } from './analytics-range';
import { Dialog } from '@/components/ui/dialog';
import { CompaniesBody, UsersBody } from './analytics-lists';
import { t } from '@/lib/i18n/language';
import { TitledSection } from '@/components/ui/titled-section';

/** One count that opens its dialog. */
function AnalyticsCard(props: { title: string; count?: number; icon: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      className="card count-card h-100 text-reset text-start w-100"
      onClick={props.onOpen}
      aria-label={`${t(props.title)}: ${props.count ?? t('no data')}`}
    >
      <div className="card-body d-flex align-items-center gap-3">
        <span className="count-card-icon bg-primary-subtle text-primary" aria-hidden="true">
          <i className={`bi ${props.icon}`} />
        </span>
        <span className="d-flex flex-column min-w-0">
          <span className="count-card-title">{t(props.title)}</span>
          <span className="count-card-count">{props.count ?? '–'}</span>
        </span>
      </div>
    </button>
  );
}

/** The two counts, each opening its full-screen dialog over the searched range. */
const CARDS = [
  {
    title: 'Registered Companies',
    count: 'Companies',
    icon: 'bi-shop',
    opens: 'companies',
    body: (range: DayRange) => <CompaniesBody range={range} />,
  },
  {
    title: 'Registered Users',
    count: 'Users',
    icon: 'bi-phone',
    opens: 'users',
    body: (range: DayRange) => <UsersBody initial={range} />,
  },
] as const;

/**
 * OYaar Analytics (spec 1 §2.6, administrator): a from/to filter with Search, and the counts of
 * Registered Companies and Registered Users, each opening its full-screen dialog.
 */
export function OYaarAnalytics() {
  const [range, setRange] = useState<DayRange>({});
  const [open, setOpen] = useState<(typeof CARDS)[number]['opens'] | null>(null);
  const analytics = useAnalytics({ ...range, Page: 1, PageSize: 1 });
  const counts = analytics.data?.counts;
  return (
    <TitledSection
      title={t('OYaar Analytics')}
      className="section mt-4"
      titleClassName="dashboard-section-title"
    >
      <AnalyticsRange idPrefix="analytics" onSearch={setRange} />
      <QueryError what="the OYaar analytics" query={analytics} />
      <div className="row g-3">
        {CARDS.map((card) => (
          <div key={card.opens} className="col-6 col-xl-4">
            <AnalyticsCard
              title={card.title}
              count={counts?.[card.count]}
              icon={card.icon}
              onOpen={() => setOpen(card.opens)}
            />
          </div>
        ))}
      </div>
      {CARDS.map((card) => (
        // Static backdrop (spec 1 §2.6); the body is mounted only while its dialog is open.
        <Dialog
          key={card.opens}
          id={`analytics-${card.opens}-title`}
          title={card.title}
          show={open === card.opens}
          onHide={() => setOpen(null)}
          backdrop="static"
          fullscreen
        >
          {open === card.opens ? card.body(range) : null}
        </Dialog>
      ))}
    </TitledSection>
  );
}
