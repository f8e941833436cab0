import type { DashboardCounts } from '@yaar/shared';
import { DASHBOARD_CARDS } from '@yaar/shared';
import type { ReactNode } from 'react';
import { notKeptOffline, QueryError } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { LoadingShape } from '@/components/ui/loading-shape';
import { StaleSince } from '@/components/ui/stale-since';
import { useDashboardCounts } from '../api/get-dashboard-counts';
import { CountCard } from './count-card';
import '@/styles/dashboard.css';

/**
 * Dashboard (spec 1 §2.6): a spinner, then the title and the six count cards, each opening the
 * matching Leads view. A failed fetch is logged, says what failed with Retry, and the cards show a dash.
 * The spinner stands over the invisible cards, so the blocks below keep their place when the counts come.
 */
export function Dashboard() {
  const counts = useDashboardCounts();
  if (counts.isPending && !notKeptOffline(counts))
    return (
      <LoadingShape>
        <CountCards />
      </LoadingShape>
    );
  return (
    <CountCards counts={counts.data}>
      <StaleSince query={counts} />
      <QueryError what="the dashboard counts" query={counts} />
    </CountCards>
  );
}

/** The title and the six cards, with the counts when they are known; `children` above the cards. */
function CountCards({
  counts,
  children,
}: {
  counts?: DashboardCounts | null;
  children?: ReactNode;
}) {
  return (
    <>
      <PageTitle title="Dashboard" />
      <section className="section">
        {children}
        <div className="row g-3">
          {DASHBOARD_CARDS.map((card) => (
            <div key={card.view} className="col-6 col-xl-4">
              <CountCard card={card} count={counts?.[card.count]} />
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
