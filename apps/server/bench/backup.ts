import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** What `npm run backup` and `npm run restore` cost on the bench database. */
export interface BackupFigures {
  databaseMb: number;
  backupSeconds: number;
  backupPeakRssMb: number;
  fileMb: number;
  restoreSeconds: number;
  restorePeakRssMb: number;
}

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs a CLI of src/backup in its own Node process, sampling its peak RSS (VmHWM) from /proc. */
async function runCli(script: string, args: string[], env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverDir, 'src', 'backup', script), ...args],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let peakKb = 0;
  const sample = () => {
    try {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // The process has ended.
    }
  };
  const sampler = setInterval(sample, 100);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`${script} exited with ${code}`);
  return {
    seconds: (performance.now() - started) / 1000,
    peakRssMb: Math.round(peakKb / 1024),
    lastLine: output.trim().split('\n').at(-1)!,
  };
}

/**
 * Backs up the bench database (DATABASE_URL, as with an own server) with `npm run backup`, then
 * restores the file into a new database with `npm run restore`, each in its own process.
 */
export async function measureBackup(databaseUrl: string, dataDir: string): Promise<BackupFigures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const size = await client.query<{ bytes: string }>(
    'select pg_database_size(current_database())::text as bytes',
  );
  await client.end();
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-bench-backups-'));
  // The key both sides are given, as an operator sets BACKUP_KEY (a restore elsewhere needs it).
  const BACKUP_KEY = randomBytes(32).toString('hex');
  const backup = await runCli('backup-cli.ts', [], {
    BACKUP_KEY,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
  });
  const file = backup.lastLine;
  const fileMb = fs.statSync(file).size / 1e6;
  const target = new URL(databaseUrl);
  target.pathname = '/yaar_bench_restore';
  const restoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-bench-restore-'));
  const restore = await runCli('restore-cli.ts', [file, '--force'], {
    BACKUP_KEY,
    DATABASE_URL: target.toString(),
    DATA_DIR: restoreDir,
  });
  fs.rmSync(backupDir, { recursive: true, force: true });
  fs.rmSync(restoreDir, { recursive: true, force: true });
  return {
    databaseMb: Number(size.rows[0]!.bytes) / 1e6,
    backupSeconds: backup.seconds,
    backupPeakRssMb: backup.peakRssMb,
    fileMb,
    restoreSeconds: restore.seconds,
    restorePeakRssMb: restore.peakRssMb,
  };
}

export function printBackupFigures(figures: BackupFigures) {
  console.log('\nBackup and restore (npm run backup / npm run restore, own processes)');
  console.log(`  database on disk      ${figures.databaseMb.toFixed(1)} MB`);
  console.log(
    `  backup                ${figures.backupSeconds.toFixed(1)} s, peak RSS ${figures.backupPeakRssMb} MB, file ${figures.fileMb.toFixed(1)} MB`,
  );
  console.log(
    `  restore               ${figures.restoreSeconds.toFixed(1)} s, peak RSS ${figures.restorePeakRssMb} MB`,
  );
}
