import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { LeadsMapQuery, MapCluster } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { leadGeoCells as cells } from '../../db/schema';
import { bindValues, preparedByShape } from '../../lib/prepared';

/**
 * The trigger-kept cells (`lead_geo_cells`, migration map_cells): a cell of level L is
 * 2^L / PER_DEGREE degrees on a side, indexed `floor(degrees × PER_DEGREE) >> L`; the stored levels
 * are 0, 2, …, MAX_LEVEL (about 200 m up to 8°). `user_id` 0 holds every owner's leads.
 */
const PER_DEGREE = 512;
const MAX_LEVEL = 12;
const EVERY_OWNER = 0;
/** A crowded box is gathered on squares of a power of two degrees, at most this many across. */
export const GRID_CELLS = 24;

/** The box's width in degrees (one that crosses 180° goes round). */
export const widthOf = (box: LeadsMapQuery) =>
  box.West <= box.East ? box.East - box.West : box.East + 360 - box.West;

/** The squares a box is clustered on: the stored level read, and how many levels up to group. */
export interface MapGrid {
  level: number;
  group: number;
}

/**
 * The squares for a box: the smallest power of two (in finest cells) that fits the box's larger
 * side in at most GRID_CELLS squares, read from the stored level at or just below it. Null for a
 * box fewer than GRID_CELLS / 2 finest cells across: it is clustered from its leads themselves.
 */
export function gridOf(box: LeadsMapQuery): MapGrid | null {
  const span = Math.max(widthOf(box), box.North - box.South) * PER_DEGREE;
  if (span < GRID_CELLS / 2) return null;
  const square = Math.max(0, Math.ceil(Math.log2(span / GRID_CELLS)));
  const level = Math.min(MAX_LEVEL, square - (square % 2));
  return { level, group: square - level };
}

const cellOf = (degrees: number, level: number) => Math.floor(degrees * PER_DEGREE) >> level;

export interface CellClusters {
  clusters: MapCluster[];
  /** Leads in the cells touching the box: at least as many as the box holds. */
  touching: number;
  /** Leads in the cells wholly inside the box: at most as many as the box holds. */
  inside: number;
}

/**
 * The box's cells at the grid's level (an owner's, or every owner's), grouped into the grid's
 * squares: each cluster the leads of one square at their mean position (a square on the box's edge
 * counts whole), with the bounds the caller decides between leads and clusters by.
 */
export async function cellClusters(
  db: Executor,
  box: LeadsMapQuery,
  grid: MapGrid,
  ownerId?: number,
): Promise<CellClusters> {
  const binding = bindValues();
  const { bind } = binding;
  const x0 = bind('x0', cellOf(box.West, grid.level));
  const x1 = bind('x1', cellOf(box.East, grid.level));
  const y0 = bind('y0', cellOf(box.South, grid.level));
  const y1 = bind('y1', cellOf(box.North, grid.level));
  const group = bind('group', grid.group);
  const wraps = box.West > box.East;
  const columns = wraps
    ? sql`(${cells.cellX} >= ${x0} or ${cells.cellX} <= ${x1})`
    : sql`${cells.cellX} between ${x0} and ${x1}`;
  const inside: SQL = wraps
    ? sql`(${cells.cellX} > ${x0} or ${cells.cellX} < ${x1})`
    : sql`${cells.cellX} > ${x0} and ${cells.cellX} < ${x1}`;
  // One row: the squares as JSON arrays (drizzle maps one row, not hundreds; arrays are the
  // cheapest JSON for PostgreSQL to write).
  const squares = db
    .select({
      // The mean to 1e-6° (~0.1 m): 9 digits of JSON instead of 17.
      Latitude: sql`round(sum(${cells.sumLatitude}) / sum(${cells.leads}) * 1e6) / 1e6`.as(
        'Latitude',
      ),
      Longitude: sql`round(sum(${cells.sumLongitude}) / sum(${cells.leads}) * 1e6) / 1e6`.as(
        'Longitude',
      ),
      Count: sql`sum(${cells.leads})::int`.as('Count'),
      Inside: sql`sum(${cells.leads}) filter (where ${inside}
          and ${cells.cellY} > ${y0} and ${cells.cellY} < ${y1})`.as('Inside'),
    })
    .from(cells)
    .where(
      and(
        eq(cells.level, sql.placeholder('level')),
        eq(cells.userId, sql.placeholder('owner')),
        columns,
        sql`${cells.cellY} between ${y0} and ${y1}`,
        gt(cells.leads, 0),
      ),
    )
    .groupBy(sql`${cells.cellX} >> ${group}`, sql`${cells.cellY} >> ${group}`)
    .as('squares');
  const query = preparedByShape(db, `map-cells|${wraps ? 'wraps' : ''}`, (name) =>
    db
      .select({
        squares: sql<[number, number, number][] | null>`json_agg(json_build_array(
          ${squares.Latitude}, ${squares.Longitude}, ${squares.Count}))`,
        touching: sql<number>`coalesce(sum(${squares.Count}), 0)::int`,
        inside: sql<number>`coalesce(sum(${squares.Inside}), 0)::int`,
      })
      .from(squares)
      .prepare(name),
  );
  const [row] = await query.execute({
    ...binding.values,
    level: grid.level,
    owner: ownerId ?? EVERY_OWNER,
  });
  return {
    clusters: (row?.squares ?? []).map(([Latitude, Longitude, Count]) => ({
      Latitude,
      Longitude,
      Count,
    })),
    touching: row?.touching ?? 0,
    inside: row?.inside ?? 0,
  };
}
