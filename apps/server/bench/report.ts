import type { ExportFigures } from './export';
import type { LoadFigures } from './load';

export interface Target {
  what: string;
  met: boolean;
}

/**
 * The bench's table: each route's figures beside the ceiling's (its share of the ceiling's req/s,
 * and how many times the ceiling's p95 its p95 is), the export, the targets.
 */
export function printFigures(
  figures: LoadFigures[],
  ceiling: LoadFigures,
  exported: ExportFigures,
  targets: Target[],
): void {
  printLoadFigures(figures, ceiling);
  console.log(
    `export: ${exported.rows.toLocaleString('en-IN')} rows, ${(exported.bytes / 1e6).toFixed(1)} MB in ${exported.seconds.toFixed(1)} s; ` +
      `server RSS ${exported.rssBeforeMb} MB before, ${exported.peakRssMb} MB at peak`,
  );
  for (const target of targets) console.log(`${target.met ? 'met   ' : 'MISSED'} ${target.what}`);
}

/** Each route's req/s, p50/p95/p99, share of the ceiling's req/s and p95 beside the ceiling's. */
export function printLoadFigures(figures: LoadFigures[], ceiling: LoadFigures): void {
  console.table(
    figures.map((row) => ({
      route: row.name,
      'req/s': Math.round(row.requestsPerSecond),
      'p50 ms': row.p50.toFixed(1),
      'p95 ms': row.p95.toFixed(1),
      'p99 ms': row.p99.toFixed(1),
      'req/s of ceiling': `${((row.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)}%`,
      'p95 × ceiling': `${(row.p95 / ceiling.p95).toFixed(1)}×`,
      'non-2xx': row.non2xx,
    })),
  );
}
