import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnalyticsFigures } from './analytics';
import type { BackupFigures } from './backup';
import type { BulkFigures } from './bulk';
import type { ImportEventsShare } from './import-events';
import type { CommissionFigures } from './commissions';
import type { ExportFigures } from './export';
import type { LicenceFigures } from './licences';
import type { LoadFigures } from './load';
import type { ReferralFigures } from './referrals';
import type { ReminderFigures } from './reminders';
import type { WhatsAppFigures } from './whatsapp';
import type { RenewalFigures } from './renewals';
import type { BenchData } from './seed';
import type { BenchPart, sizes } from './sizes';
import type { TwoProcessFigures } from './two-processes';

export interface Target {
  what: string;
  met: boolean;
}

/** A loaded route's figures and its targets (p95 in ms, share of the ceiling's req/s). */
export type RouteFigures = LoadFigures & { p95Target?: number; shareTarget?: number };

/** What one run measured: a key per part that ran (`twoProcesses` for `two`), written as JSON. */
export interface BenchResults {
  parts: BenchPart[];
  sizes: typeof sizes;
  seeded?: BenchData;
  rssAtStartMb?: number;
  export?: ExportFigures;
  licences?: LicenceFigures;
  bulk?: BulkFigures & { importEvents: ImportEventsShare };
  commissions?: CommissionFigures;
  analytics?: AnalyticsFigures;
  twoProcesses?: TwoProcessFigures;
  renewals?: RenewalFigures;
  backup?: BackupFigures;
  referrals?: ReferralFigures;
  reminders?: ReminderFigures;
  whatsapp?: WhatsAppFigures;
}

/** The key of each part's figures in BenchResults (the routes: the loaded list). */
export const resultKey = (part: BenchPart) => (part === 'two' ? 'twoProcesses' : part);

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

/** The routes' p95 and share targets (the first row is the ceiling), and the export's. */
export function routeTargets(figures: RouteFigures[], exported?: ExportFigures): Target[] {
  const ceiling = figures[0]?.requestsPerSecond ?? 0;
  return [
    ...figures.flatMap((row) =>
      row.p95Target === undefined
        ? []
        : [{ what: `${row.name} p95 < ${row.p95Target} ms`, met: row.p95 < row.p95Target }],
    ),
    ...figures.flatMap((row) =>
      row.shareTarget === undefined
        ? []
        : [
            {
              what: `${row.name} ≥ ${row.shareTarget} of the ceiling's req/s (${(row.requestsPerSecond / ceiling).toFixed(2)})`,
              met: row.requestsPerSecond / ceiling >= row.shareTarget,
            },
          ],
    ),
    ...(exported
      ? [
          { what: 'export ≤ 4 s', met: exported.seconds <= 4 },
          { what: 'export peak RSS < 300 MB', met: exported.peakRssMb < 300 },
        ]
      : []),
  ];
}

export function printExportFigures(exported: ExportFigures): void {
  console.log(
    `export: ${exported.rows.toLocaleString('en-IN')} rows, ${(exported.bytes / 1e6).toFixed(1)} MB in ${exported.seconds.toFixed(1)} s; ` +
      `server RSS ${exported.rssBeforeMb} MB before, ${exported.peakRssMb} MB at peak`,
  );
}

/**
 * Writes the run's figures to BENCH_RESULTS_DIR (bench/results/ by default) as
 * `<time>.json`, or `<time>-<BENCH_ONLY>.json` when it chose parts; returns the file.
 */
export function writeResults(results: object, parts: BenchPart[], name?: string): string {
  const dir =
    process.env.BENCH_RESULTS_DIR ??
    fileURLToPath(new URL('../../../bench/results/', import.meta.url));
  fs.mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${[stamp, name ?? parts.join('-')].filter(Boolean).join('-')}.json`);
  const machine = {
    cpus: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
  fs.writeFileSync(file, `${JSON.stringify({ ...results, machine }, null, 2)}\n`);
  return file;
}
