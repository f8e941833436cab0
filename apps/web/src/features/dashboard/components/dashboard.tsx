import { DASHBOARD_CARDS } from '@yaar/shared';
import { QueryError } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { useDashboardCounts } from '../api/get-dashboard-counts';
import { CountCard } from './count-card';
import '@/styles/dashboard.css';

/** The look of each card, in the order of DASHBOARD_CARDS. */
const cardStyles = [
  { icon: 'bi-alarm', tone: 'danger' },
  { icon: 'bi-calendar-check', tone: 'primary' },
  { icon: 'bi-calendar-week', tone: 'info' },
  { icon: 'bi-hourglass-split', tone: 'warning' },
  { icon: 'bi-check2-circle', tone: 'success' },
  { icon: 'bi-people', tone: 'secondary' },
] as const;

/**
 * Dashboard (spec 1 §2.6): a spinner, then the title and the six count cards, each opening the
 * matching Leads view. A failed fetch is logged, says what failed with Retry, and the cards show a dash.
 */
export function Dashboard() {
  const counts = useDashboardCounts();
  if (counts.isPending) return <Spinner />;
  return (
    <>
      <PageTitle title="Dashboard" />
      <section className="section">
        <QueryError what="the dashboard counts" query={counts} />
        <div className="row g-3">
          {DASHBOARD_CARDS.map((card, index) => (
            <div key={card.view} className="col-6 col-xl-4">
              <CountCard
                title={card.title}
                view={card.view}
                count={counts.data?.[card.count]}
                {...cardStyles[index % cardStyles.length]!}
              />
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
