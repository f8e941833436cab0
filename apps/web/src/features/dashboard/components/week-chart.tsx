import type { ActivityDay } from '@yaar/shared';
import { t } from '@/lib/i18n/language';

// A day's short name from its date, without building an Intl formatter per label (each costs a
// phone milliseconds: fourteen of them held up the Dashboard's first draw).
const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const dayName = (isoDay: string) => t(DAY_NAMES[new Date(`${isoDay}T00:00:00Z`).getUTCDay()]!);

const WIDTH = 320;
const HEIGHT = 140;
const BASE = 116;
const BAR_AREA = 96;

/** The last seven days as stacked bars (new leads under follow-ups), with the numbers as text. */
export function WeekChart({ week }: { week: ActivityDay[] }) {
  const highest = Math.max(1, ...week.map((day) => day.NewLeads + day.FollowUps));
  const slot = WIDTH / week.length;
  const barWidth = Math.min(28, slot * 0.55);
  const summary = week
    .map((day) =>
      t('{day}: {leads} new leads, {followUps} follow-ups', {
        day: dayName(day.Date),
        leads: day.NewLeads,
        followUps: day.FollowUps,
      }),
    )
    .join('; ');
  return (
    <figure className="week-chart mb-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('Visits over the last seven days. {summary}', { summary })}
      >
        {week.map((day, index) => {
          const x = index * slot + (slot - barWidth) / 2;
          const leadsHeight = (day.NewLeads / highest) * BAR_AREA;
          const followUpsHeight = (day.FollowUps / highest) * BAR_AREA;
          const total = day.NewLeads + day.FollowUps;
          const isToday = index === week.length - 1;
          return (
            <g key={day.Date}>
              <rect
                className="week-chart-leads"
                x={x}
                y={BASE - leadsHeight}
                width={barWidth}
                height={leadsHeight}
                rx={3}
              />
              <rect
                className="week-chart-follow-ups"
                x={x}
                y={BASE - leadsHeight - followUpsHeight}
                width={barWidth}
                height={followUpsHeight}
                rx={3}
              />
              <text
                x={x + barWidth / 2}
                y={BASE - leadsHeight - followUpsHeight - 4}
                className="week-chart-value"
              >
                {total}
              </text>
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 6}
                className={isToday ? 'week-chart-day week-chart-today' : 'week-chart-day'}
              >
                {isToday ? t('Today') : dayName(day.Date)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="week-chart-legend">
        <span>
          <i className="week-chart-swatch week-chart-leads" aria-hidden="true" /> {t('New leads')}
        </span>
        <span>
          <i className="week-chart-swatch week-chart-follow-ups" aria-hidden="true" />{' '}
          {t('Follow-ups')}
        </span>
      </figcaption>
    </figure>
  );
}
