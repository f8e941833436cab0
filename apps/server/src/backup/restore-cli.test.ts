import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../test/app';
import { framesOf, withHeader, writeSealed } from '../../test/backup-files';
import { TEST_BACKUP_KEY, backUp, column } from '../../test/backups';
import { freePort } from '../../test/database';
import { createStaffUser, type TestUser } from '../../test/factories';
import { createLeadViaApi } from '../../test/leads';
import { runApp } from '../../test/run-app';
import { serverRoot } from '../lib/paths';

/** `npm run restore -- …args` in its own process, as the README says to run it. */
function restoreCli(args: string[], env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot, 'src', 'backup', 'restore-cli.ts'), ...args],
    { cwd: serverRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

/** Processes whose command line names the folder (a PostgreSQL of its cluster). */
const processesOf = (dataDir: string) =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir);
      } catch {
        return false;
      }
    });

const folders: string[] = [];
const newFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-test-restore-cli-'));
  folders.push(folder);
  return folder;
};

let t: TestApp;
let staff: TestUser;
let file: string;
let beforeBackup: number[];
let injected: string;
const marker = path.join(os.tmpdir(), `yaar-restore-cli-${process.pid}-ran`);
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t.ctx, { password: 'staff-password-9' });
  // Writers keep creating leads while the backup runs.
  const acknowledged: number[] = [];
  let writing = true;
  const writer = async () => {
    while (writing) acknowledged.push(await createLeadViaApi(t, staff));
  };
  const writers = [writer(), writer()];
  while (acknowledged.length < 6) await new Promise((resolve) => setTimeout(resolve, 10));
  beforeBackup = [...acknowledged];
  file = (await backUp(t)).file;
  writing = false;
  await Promise.all(writers);
  injected = path.join(newFolder(), 'injected.yaarbackup');
  const frames = withHeader(await framesOf(file, TEST_BACKUP_KEY), (header) => {
    header.tables[0]!.columns[0] = `id) from program 'touch ${marker}' --`;
  });
  await writeSealed(injected, frames, TEST_BACKUP_KEY);
}, 120_000);
afterAll(async () => {
  await t.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** A refused restore: exit 1, the reason, no PostgreSQL of its own left, no app.lock. */
async function expectRefusal(
  dataDir: string,
  args: string[],
  reason: RegExp,
  key = TEST_BACKUP_KEY,
) {
  const result = await restoreCli(args, { DATA_DIR: dataDir, BACKUP_KEY: key });
  expect(result.code).toBe(1);
  expect(result.output).toMatch(reason);
  expect(result.output).not.toMatch(/at .*\.ts:\d+/); // a sentence, not a stack
  expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
  expect(processesOf(dataDir)).toEqual([]);
  expect(fs.existsSync(marker)).toBe(false);
}

describe('npm run restore into a second data folder, with the key', () => {
  it('restores a backup made under writes, and the app starts there with its data', async () => {
    const second = newFolder();
    const restored = await restoreCli([file], { DATA_DIR: second, BACKUP_KEY: TEST_BACKUP_KEY });
    expect(restored.output).toMatch(/Restored the backup of/);
    expect(restored.code).toBe(0);
    expect(fs.existsSync(path.join(second, 'app.lock'))).toBe(false);
    expect(processesOf(second)).toEqual([]);

    // Refused over it (--force) with a file that tries to run a command: the data stays.
    await expectRefusal(second, [injected, '--force'], /are not those of schema version/);

    const port = String(await freePort());
    const pgPort = String(await freePort());
    const app = await runApp({
      DATA_DIR: second,
      PORT: port,
      PG_PORT: pgPort,
      ADMIN_EMAIL: ADMIN.email,
      BACKUP_KEY: TEST_BACKUP_KEY,
    });
    try {
      const login = await fetch(`${app.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Email: staff.email, Password: 'staff-password-9' }),
      });
      expect(login.status).toBe(200);
      const password = fs.readFileSync(path.join(second, 'pg.secret'), 'utf8').trim();
      const ids = await column<number>(
        `postgres://postgres:${password}@127.0.0.1:${pgPort}/yaar`,
        'select id as value from leads',
      );
      for (const id of beforeBackup) expect(ids).toContain(id);
    } finally {
      process.kill(-app.process.pid!, 'SIGTERM');
      await app.exited;
    }
    expect(processesOf(second)).toEqual([]);
  }, 180_000);
});

describe('a refused npm run restore', () => {
  it('leaves an empty folder empty: no cluster, no PostgreSQL running, no app.lock', async () => {
    const fresh = newFolder();
    await expectRefusal(fresh, [injected], /are not those of schema version .*Nothing was changed/);
    expect(fs.readdirSync(fresh).filter((name) => name !== 'tmp')).toEqual([]);
    await expectRefusal(
      fresh,
      [file],
      /encrypted with another key/,
      'another-installations-key-0123456789abcdef',
    );
    expect(fs.readdirSync(fresh).filter((name) => name !== 'tmp')).toEqual([]);
  }, 120_000);
});
