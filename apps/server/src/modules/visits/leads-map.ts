import { sql, type SQL } from 'drizzle-orm';
import { MAP_MAX_POINTS, dateViewOf, type LeadsMap, type LeadsMapQuery } from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import type { Executor } from '../../db/client';
import { businessToday } from '../../lib/clock';
import { visibleScope } from '../leads';

/** The grid a crowded box is gathered on: this many cells across and down. */
const GRID_CELLS = 24;

/** The box as a condition on `leads.geo` (GiST `<@`); one that crosses 180° is two boxes. */
function inBox(box: LeadsMapQuery): SQL {
  const within = (west: number, east: number) =>
    sql`l.geo <@ box(point(${west}, ${box.South}), point(${east}, ${box.North}))`;
  return box.West <= box.East
    ? within(box.West, box.East)
    : sql`(${within(box.West, 180)} or ${within(-180, box.East)})`;
}

interface MapRow extends Record<string, unknown> {
  id: number;
  CompanyName: string;
  Latitude: number;
  Longitude: number;
  NextDate: string | null;
  MainStatus: string;
}

async function leadsInBox(db: Executor, where: SQL) {
  const { rows } = await db.execute<MapRow>(sql`
    select l.id, l.company_name as "CompanyName", l.geo[1] as "Latitude", l.geo[0] as "Longitude",
      l.next_date::text as "NextDate", s.main_status as "MainStatus"
    from leads l join lead_statuses s on s.id = l.status_id
    where ${where}
    limit ${MAP_MAX_POINTS + 1}`);
  return rows;
}

/** The box's leads counted per grid cell, each cell at the mean of its leads. */
async function clustersInBox(db: Executor, where: SQL, box: LeadsMapQuery) {
  const width = (box.West <= box.East ? box.East - box.West : box.East + 360 - box.West) || 1e-6;
  const height = box.North - box.South || 1e-6;
  const { rows } = await db.execute<{ Latitude: number; Longitude: number; Count: number }>(sql`
    select avg(l.geo[1])::float8 as "Latitude", avg(l.geo[0])::float8 as "Longitude",
      count(*)::int as "Count"
    from leads l
    where ${where}
    group by floor(((l.geo[0] - ${box.West} + 360)::numeric % 360) / ${width / GRID_CELLS}),
      floor((l.geo[1] - ${box.South}) / ${height / GRID_CELLS})`);
  return rows;
}

/**
 * `POST /leads-map`: the live leads inside the box that the caller may see (an employee their own;
 * the administrator all, or one employee's), each with its follow-up state by the one lead-views
 * rule (`dateViewOf`); beyond `MAP_MAX_POINTS` the box is answered as clusters with counts.
 */
export async function leadsOnMap(
  ctx: AppContext,
  actor: AuthUser,
  box: LeadsMapQuery,
): Promise<LeadsMap> {
  const ownerId = visibleScope(actor).ownerId ?? box.UserId;
  const where = sql.join(
    [
      sql`l.deleted_at is null`,
      inBox(box),
      ...(ownerId === undefined ? [] : [sql`l.user_id = ${ownerId}`]),
    ],
    sql` and `,
  );
  const rows = await leadsInBox(ctx.db, where);
  if (rows.length > MAP_MAX_POINTS) {
    return { Leads: [], Clusters: await clustersInBox(ctx.db, where, box) };
  }
  const today = businessToday(ctx);
  return {
    Leads: rows.map(({ MainStatus, ...lead }) => ({
      ...lead,
      State: dateViewOf({ MainStatus, NextDate: lead.NextDate }, today) ?? '',
    })),
    Clusters: [],
  };
}
