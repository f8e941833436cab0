import type { ActivityDay, DashboardActivity as ActivityFigures } from '@yaar/shared';
import { Card } from 'react-bootstrap';
import { ErrorState, loadFailure, notKeptOffline } from '@/components/ui/error-state';
import { LoadingShape } from '@/components/ui/loading-shape';
import { useDashboardActivity } from '../api/get-dashboard-activity';
import { WeekChart } from './week-chart';
import { t } from '@/lib/i18n/language';
import { formatIndianNumber } from '@yaar/shared';
import { TitledSection } from '@/components/ui/titled-section';

/** One figure of the field work: a label and its number. */
function ActivityTile({
  title,
  value,
  icon,
}: {
  title: string;
  value: number | undefined;
  icon: string;
}) {
  return (
    <Card className="count-card activity-tile h-100">
      <Card.Body className="d-flex align-items-center gap-3">
        <span className="count-card-icon bg-primary-subtle text-primary" aria-hidden="true">
          <i className={`bi ${icon}`} />
        </span>
        <span className="d-flex flex-column min-w-0">
          <span className="count-card-title">{t(title)}</span>
          <span className="count-card-count">
            {value === undefined || value === null ? '–' : formatIndianNumber(value)}
          </span>
        </span>
      </Card.Body>
    </Card>
  );
}

/** The three figures above the chart, each in its own tile. */
const TILES = [
  { title: "Today's Visits", count: 'VisitsToday', icon: 'bi-geo-alt', column: 'col-6 col-xl-4' },
  {
    title: 'New Leads This Week',
    count: 'NewLeadsThisWeek',
    icon: 'bi-person-plus',
    column: 'col-6 col-xl-4',
  },
  {
    title: 'Follow-ups This Week',
    count: 'FollowUpsThisWeek',
    icon: 'bi-chat-left-text',
    column: 'col-12 col-xl-4',
  },
] as const;

/** Seven days without figures: the chart's shape while the week loads. */
const BLANK_WEEK: ActivityDay[] = Array.from({ length: 7 }, (_, day) => ({
  Date: `2026-01-0${day + 1}`,
  NewLeads: 0,
  FollowUps: 0,
}));

/**
 * Below the six counts: today's visits, the week's new leads and follow-ups, and the week's trend
 * as a chart. A failure says so with Retry; the counts above are unaffected. While it loads, a
 * spinner over the block's invisible shape keeps its room.
 */
export function DashboardActivity() {
  const activity = useDashboardActivity();
  if (activity.isPending && !notKeptOffline(activity))
    return (
      <LoadingShape label={t("Loading this week's visits…")}>
        <ActivityBlock week={BLANK_WEEK} />
      </LoadingShape>
    );
  const failure = loadFailure("this week's visits", activity);
  if (failure) {
    return (
      <section className="section mt-3" aria-label={t("This week's visits")}>
        <ErrorState {...failure} />
      </section>
    );
  }
  return <ActivityBlock activity={activity.data} week={activity.data?.Week} />;
}

function ActivityBlock({
  activity,
  week,
}: {
  activity?: ActivityFigures | null;
  week?: ActivityDay[];
}) {
  return (
    <TitledSection
      title={t('This week in the field')}
      className="section mt-3"
      titleClassName="dashboard-section-title"
    >
      <div className="row g-3">
        {TILES.map((tile) => (
          <div key={tile.count} className={tile.column}>
            <ActivityTile title={tile.title} value={activity?.[tile.count]} icon={tile.icon} />
          </div>
        ))}
        <div className="col-12">
          <Card>
            <Card.Body>
              <h3 className="count-card-title mb-2">{t('Visits, last seven days')}</h3>
              {week ? <WeekChart week={week} /> : null}
            </Card.Body>
          </Card>
        </div>
      </div>
    </TitledSection>
  );
}
