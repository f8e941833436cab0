import type { UserPick } from '@yaar/shared';
import { VISITS_DAY_FILE, visitPaths } from '@yaar/shared';
import { useMemo, useState } from 'react';
import { Form } from 'react-bootstrap';
import { QueryError } from '@/components/ui/error-state';
import { ExportButton } from '@/components/ui/export-button';
import { Spinner } from '@/components/ui/spinner';
import { businessTodayIso, formatTime } from '@/lib/dates';
import { useVisitsDay } from '../api/get-visits-day';
import { distanceText, formatMetres } from '../utils/visit-text';
import { VisitFlagBadge } from './visit-flag-badge';
import { EmployeeSelect } from './employee-select';
import { MapCanvas, type MapPoint, type MapView } from './map-canvas';
import { VisitPhotoLink } from './visit-photo-link';
import './visits.css';
import { t } from '@/lib/i18n/language';

const START: MapView = { center: [78.9, 22.6], zoom: 4 };

const timeOf = formatTime;

/**
 * The day of an employee: their visits numbered in time order on the map, joined by a line, and
 * the same list beside it with the straight-line distance travelled; the administrator picks the
 * employee, an employee sees their own day.
 */
export function VisitsDayView({ me, employees }: { me: number; employees: UserPick[] | null }) {
  const [userId, setUserId] = useState(String(me));
  const [day, setDay] = useState(businessTodayIso());
  const visits = useVisitsDay(Number(userId), day);
  const rows = useMemo(() => visits.data?.Visits ?? [], [visits.data]);
  const points: MapPoint[] = useMemo(
    () =>
      rows.map((visit, index) => ({
        id: visit.VisitId,
        latitude: visit.Latitude,
        longitude: visit.Longitude,
        color: '#0d6efd',
        label: String(index + 1),
      })),
    [rows],
  );

  return (
    <div className="day-layout">
      <div className="day-pickers">
        <div className="row g-2">
          {employees ? (
            <EmployeeSelect
              id="day-UserId"
              className="col-6 col-lg-7"
              employees={employees}
              value={userId}
              onChange={setUserId}
            />
          ) : null}
          <Form.Group controlId="day-Date" className={employees ? 'col-6 col-lg-5' : 'col-12'}>
            <Form.Label>{t('Date')}</Form.Label>
            <Form.Control
              type="date"
              value={day}
              max={businessTodayIso()}
              onChange={(event) => setDay(event.target.value)}
            />
          </Form.Group>
        </div>
      </div>
      <div className="day-map">
        <MapCanvas label={t("Map of the day's visits")} points={points} view={START} joined fit />
      </div>
      <div className="day-list">
        <QueryError what="the visits" query={visits} />
        {visits.isPending && visits.fetchStatus === 'fetching' ? <Spinner /> : null}
        {visits.isSuccess ? (
          <>
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
              <span role="status">
                {rows.length === 0
                  ? t('No visits on this day.')
                  : t('{count} visits · travelled {distance} (straight line)', {
                      count: rows.length,
                      distance: formatMetres(visits.data.TravelledM),
                    })}
              </span>
              {rows.length > 0 ? (
                <ExportButton
                  label="Export"
                  path={visitPaths.visitsDay}
                  fileName={VISITS_DAY_FILE}
                  body={() => ({ UserId: Number(userId), Date: day, Export: 1 })}
                />
              ) : null}
            </div>
            <ol className="list-unstyled mb-0 day-visits" aria-label={t('Visits in order')}>
              {rows.map((visit, index) => (
                <li
                  key={visit.VisitId}
                  className="py-2 border-bottom d-flex gap-2 align-items-start"
                >
                  <span className="day-visit-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <div className="flex-grow-1 text-break">
                    <div className="fw-semibold">
                      {timeOf(visit.VisitedAt)} · {visit.CompanyName || t('Lead')}
                    </div>
                    <div className="small">
                      {distanceText(visit.DistanceM)} · ±
                      {t('{metres} m', { metres: Math.round(visit.Accuracy) })}{' '}
                      <VisitFlagBadge flag={visit.Flag} />
                    </div>
                    {index > 0 ? (
                      <div className="small text-muted">
                        {t('{distance} from the visit before', {
                          distance: formatMetres(visit.LegM),
                        })}
                      </div>
                    ) : null}
                  </div>
                  {visit.PhotoUrl ? (
                    <VisitPhotoLink
                      url={visit.PhotoUrl}
                      label={t('Photo of visit {number} at {time}', {
                        number: index + 1,
                        time: timeOf(visit.VisitedAt),
                      })}
                    />
                  ) : null}
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
    </div>
  );
}
