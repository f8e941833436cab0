import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  MAP_MAX_POINTS,
  dateViewOf,
  type LeadsMap,
  type LeadsMapQuery,
  type MapCluster,
} from '@yaar/shared';
import type { AppContext, AuthUser } from '../../context';
import type { Executor } from '../../db/client';
import { leadStatuses, leads } from '../../db/schema';
import { businessToday } from '../../lib/clock';
import { bindValues, preparedByShape } from '../../lib/prepared';
import { visibleScope } from '../leads';
import { GRID_CELLS, cellClusters, gridOf, widthOf } from './map-cells';

/** The box as a condition on `leads.geo` (GiST `<@`); one that crosses 180° is two boxes. */
function inBox(box: Record<'West' | 'East' | 'South' | 'North', unknown>, wraps: boolean): SQL {
  const within = (west: unknown, east: unknown) =>
    sql`${leads.geo} <@ box(point(${west}, ${box.South}), point(${east}, ${box.North}))`;
  return wraps
    ? sql`(${within(box.West, sql`180`)} or ${within(sql`-180`, box.East)})`
    : within(box.West, box.East);
}

/**
 * Up to MAP_MAX_POINTS + 1 live leads in the box (of one owner when named), read from the
 * `leads_geo_map` index alone (it includes every column answered); planned once per shape.
 */
async function leadsInBox(db: Executor, box: LeadsMapQuery, ownerId?: number): Promise<MapRow[]> {
  const binding = bindValues();
  const { bind } = binding;
  const wraps = box.West > box.East;
  const where = and(
    isNull(leads.deletedAt),
    sql`${leads.geo} is not null`,
    inBox(
      {
        West: bind('west', box.West),
        East: bind('east', box.East),
        South: bind('south', box.South),
        North: bind('north', box.North),
      },
      wraps,
    ),
    ownerId === undefined ? undefined : eq(leads.userId, bind('owner', ownerId)),
  );
  const limit = bind('limit', MAP_MAX_POINTS + 1);
  const shape = `leads-map|${wraps ? 'wraps' : ''}|${binding.names()}`;
  const inBoxRows = db
    .select({
      id: sql`${leads.id}`.as('id'),
      CompanyName: sql`${leads.companyName}`.as('CompanyName'),
      Latitude: sql`${leads.geo}[1]`.as('Latitude'),
      Longitude: sql`${leads.geo}[0]`.as('Longitude'),
      NextDate: sql`${leads.nextDate}`.as('NextDate'),
      MainStatus: sql`${leadStatuses.mainStatus}`.as('MainStatus'),
    })
    .from(leads)
    .innerJoin(leadStatuses, eq(leadStatuses.id, leads.statusId))
    .where(where)
    .limit(limit)
    .as('in_box');
  // One row: the leads as JSON objects keyed by the columns' names (drizzle maps one row, not
  // hundreds).
  const query = preparedByShape(db, shape, (name) =>
    db
      .select({ rows: sql<MapRow[] | null>`json_agg(${sql.identifier('in_box')})` })
      .from(inBoxRows)
      .prepare(name),
  );
  const [answer] = await query.execute(binding.values);
  return answer?.rows ?? [];
}

interface MapRow {
  id: number;
  CompanyName: string;
  Latitude: number;
  Longitude: number;
  NextDate: string | null;
  MainStatus: string;
}

/**
 * A small crowded box (a few streets with hundreds of leads) gathered from its leads themselves
 * on a GRID_CELLS × GRID_CELLS grid of the box, each cluster at the mean of its leads.
 */
async function leadClusters(db: Executor, box: LeadsMapQuery, ownerId?: number) {
  const cellWidth = (widthOf(box) || 1e-6) / GRID_CELLS;
  const cellHeight = (box.North - box.South || 1e-6) / GRID_CELLS;
  const column = sql`floor((l.geo[0] - ${box.West} + 360 - 360 * floor((l.geo[0] - ${box.West} + 360) / 360)) / ${cellWidth})`;
  const row = sql`floor((l.geo[1] - ${box.South}) / ${cellHeight})`;
  const within = inBox(box, box.West > box.East);
  const { rows } = await db.execute<MapCluster>(sql`
    select avg(l.geo[1])::float8 as "Latitude", avg(l.geo[0])::float8 as "Longitude",
      count(*)::int as "Count"
    from leads l
    where l.deleted_at is null and l.geo is not null and ${within}
      ${ownerId === undefined ? sql`` : sql`and l.user_id = ${ownerId}`}
    group by ${column}, ${row}`);
  return rows;
}

/**
 * `POST /leads-map`: the live leads inside the box that the caller may see (an employee their own;
 * the administrator all, or one employee's), each with its follow-up state by the one lead-views
 * rule (`dateViewOf`); beyond `MAP_MAX_POINTS` the box is answered as clusters with counts.
 * A box wider than a few streets is counted and clustered from the trigger-kept cells
 * (map-cells.ts): when the cells wholly inside it already hold more than MAP_MAX_POINTS leads, no
 * lead is read; otherwise its leads are read (at most MAP_MAX_POINTS + 1) to tell.
 */
export async function leadsOnMap(
  ctx: AppContext,
  actor: AuthUser,
  box: LeadsMapQuery,
): Promise<LeadsMap> {
  const ownerId = visibleScope(actor).ownerId ?? box.UserId;
  const grid = gridOf(box);
  const cells = grid && (await cellClusters(ctx.db, box, grid, ownerId));
  if (cells && cells.inside > MAP_MAX_POINTS) return { Leads: [], Clusters: cells.clusters };
  const rows = cells && cells.touching === 0 ? [] : await leadsInBox(ctx.db, box, ownerId);
  if (rows.length > MAP_MAX_POINTS) {
    return {
      Leads: [],
      Clusters: cells ? cells.clusters : await leadClusters(ctx.db, box, ownerId),
    };
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
