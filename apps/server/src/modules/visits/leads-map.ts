import { sql, type SQL } from 'drizzle-orm';
import {
  MAP_MAX_POINTS,
  dateViewOf,
  type LeadsMap,
  type LeadsMapQuery,
  type MapCluster,
} from '@yaar/shared';
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

/** The stored cells (`lead_geo_cells`, 0.01°) and the box's width in degrees. */
const CELL = 0.01;
const widthOf = (box: LeadsMapQuery) =>
  box.West <= box.East ? box.East - box.West : box.East + 360 - box.West;
/** A box up to this many degrees across is counted and clustered from its leads themselves. */
const EXACT_SPAN = 0.03;

/**
 * The box's leads gathered on a GRID_CELLS × GRID_CELLS grid, each cluster at the mean of its
 * leads. A small box reads its leads through the GiST index; a larger one reads the trigger-kept
 * 0.01° cells (a cell on the box's edge counts whole).
 */
async function clustersInBox(db: Executor, box: LeadsMapQuery, where: SQL, ownerId?: number) {
  const cellWidth = (widthOf(box) || 1e-6) / GRID_CELLS;
  const cellHeight = (box.North - box.South || 1e-6) / GRID_CELLS;
  const column = (longitude: SQL) =>
    sql`floor((${longitude} - ${box.West} + 360 - 360 * floor((${longitude} - ${box.West} + 360) / 360)) / ${cellWidth})`;
  const row = (latitude: SQL) => sql`floor((${latitude} - ${box.South}) / ${cellHeight})`;
  if (Math.max(widthOf(box), box.North - box.South) <= EXACT_SPAN) {
    const { rows } = await db.execute<MapCluster>(sql`
      select avg(l.geo[1])::float8 as "Latitude", avg(l.geo[0])::float8 as "Longitude",
        count(*)::int as "Count"
      from leads l where ${where}
      group by ${column(sql`l.geo[0]`)}, ${row(sql`l.geo[1]`)}`);
    return rows;
  }
  const { rows } = await db.execute<MapCluster>(sql`
    select (sum(c.sum_latitude) / sum(c.leads))::float8 as "Latitude",
      (sum(c.sum_longitude) / sum(c.leads))::float8 as "Longitude", sum(c.leads)::int as "Count"
    from lead_geo_cells c
    where ${cellsInBox(box, ownerId)}
    group by ${column(sql`((c.cell_x + 0.5) * ${CELL})`)}, ${row(sql`((c.cell_y + 0.5) * ${CELL})`)}
    having sum(c.leads) > 0`);
  return rows;
}

/** The stored cells touching the box (of one owner when named). */
function cellsInBox(box: LeadsMapQuery, ownerId?: number): SQL {
  const x = (longitude: number) => Math.floor(longitude / CELL);
  const columns =
    box.West <= box.East
      ? sql`c.cell_x between ${x(box.West)} and ${x(box.East)}`
      : sql`(c.cell_x >= ${x(box.West)} or c.cell_x <= ${x(box.East)})`;
  return sql.join(
    [
      columns,
      sql`c.cell_y between ${Math.floor(box.South / CELL)} and ${Math.floor(box.North / CELL)}`,
      sql`c.leads > 0`,
      ...(ownerId === undefined ? [] : [sql`c.user_id = ${ownerId}`]),
    ],
    sql` and `,
  );
}

/** At most how many leads the box holds: exact for a small box, else its cells' count. */
async function leadsAtMost(db: Executor, box: LeadsMapQuery, ownerId?: number) {
  if (Math.max(widthOf(box), box.North - box.South) <= EXACT_SPAN) return 0;
  const { rows } = await db.execute<{ n: number }>(sql`
    select coalesce(sum(c.leads), 0)::int as n from lead_geo_cells c
    where ${cellsInBox(box, ownerId)}`);
  return rows[0]?.n ?? 0;
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
  // A large box holding many leads is clustered from the cells without reading a lead.
  const rows =
    (await leadsAtMost(ctx.db, box, ownerId)) > MAP_MAX_POINTS
      ? null
      : await leadsInBox(ctx.db, where);
  if (!rows || rows.length > MAP_MAX_POINTS) {
    return { Leads: [], Clusters: await clustersInBox(ctx.db, box, where, ownerId) };
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
