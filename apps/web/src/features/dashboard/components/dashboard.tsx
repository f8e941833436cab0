import { DASHBOARD_CARDS } from '@yaar/shared';
import { QueryError } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { useDashboardCounts } from '../api/get-dashboard-counts';
import { CountCard } from './count-card';
import '@/styles/dashboard.css';

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
          {DASHBOARD_CARDS.map((card) => (
            <div key={card.view} className="col-6 col-xl-4">
              <CountCard card={card} count={counts.data?.[card.count]} />
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
