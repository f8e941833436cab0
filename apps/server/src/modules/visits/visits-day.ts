import {
  VISIT_FLAG_LABELS,
  distanceMetres,
  visitMessages,
  type DayVisit,
  type VisitFlag,
  type VisitsDay,
  type VisitsDayQuery,
} from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import { AppError } from '../../lib/errors';
import { streamXlsxReport, type ReportColumn } from '../../lib/report';
import { visitPhotoUrl } from '../leads';
import * as repo from './visits.repository';

/**
 * `POST /visits-day`: an employee's visits on a business day, in time order, each with the
 * straight-line metres from the one before, and the day's total. The administrator asks for
 * anyone; an employee only for themselves.
 */
export async function visitsOfDay(
  ctx: AppContext,
  actor: AuthUser,
  query: VisitsDayQuery,
): Promise<VisitsDay> {
  if (!actor.isAdmin && query.UserId !== actor.id) {
    throw new AppError(403, visitMessages.notYours);
  }
  const rows = await repo.listDayVisits(ctx.db, query.UserId, query.Date, ctx.config.BUSINESS_TZ);
  let TravelledM = 0;
  const Visits: DayVisit[] = rows.map(({ photoKey, ...row }, index) => {
    const before = rows[index - 1];
    const LegM = before
      ? Math.round(
          distanceMetres(
            { latitude: before.Latitude, longitude: before.Longitude },
            { latitude: row.Latitude, longitude: row.Longitude },
          ),
        )
      : 0;
    TravelledM += LegM;
    return { ...row, LegM, PhotoUrl: visitPhotoUrl(ctx, row.VisitId, photoKey) };
  });
  return { Visits, TravelledM };
}

const timeOfDay = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** The day's visits as a sheet: the same rows as the screen's list, in order. */
export function visitsDayWorkbook(ctx: AppContext, day: VisitsDay, onError: (e: unknown) => void) {
  const columns: ReportColumn<DayVisit & { No: number }>[] = [
    { header: 'No', width: 5, numeric: true, value: (v) => v.No },
    { header: 'Time', width: 8, value: (v) => timeOfDay(v.VisitedAt, ctx.config.BUSINESS_TZ) },
    { header: 'Company Name', width: 30, value: (v) => v.CompanyName },
    { header: 'Latitude', width: 11, numeric: true, value: (v) => v.Latitude },
    { header: 'Longitude', width: 11, numeric: true, value: (v) => v.Longitude },
    { header: 'From the place (m)', width: 16, numeric: true, value: (v) => v.DistanceM },
    { header: 'Accuracy (m)', width: 12, numeric: true, value: (v) => Math.round(v.Accuracy) },
    {
      header: 'Flag',
      width: 22,
      value: (v) => VISIT_FLAG_LABELS[v.Flag as VisitFlag] ?? v.Flag,
    },
    { header: 'From the visit before (m)', width: 22, numeric: true, value: (v) => v.LegM },
  ];
  return streamXlsxReport({
    sheetName: 'Visits',
    columns,
    onError,
    rows: (onBatch) => onBatch(day.Visits.map((visit, index) => ({ ...visit, No: index + 1 }))),
    finish: () => [['', '', 'Travelled (straight line, m)', '', '', '', '', '', day.TravelledM]],
  });
}
