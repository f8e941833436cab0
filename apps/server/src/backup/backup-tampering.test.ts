import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import {
  framesOf,
  splicePreamble,
  withHeader,
  withPartEdited,
  writeSealed,
  writeUnencrypted,
  type Frame,
} from '../../test/backup-files';
import { TEST_BACKUP_KEY, backUp, column, emptyTarget } from '../../test/backups';
import { createStaffUser, type TestUser } from '../../test/factories';

const ATTACKER_KEY = 'someone-elses-key-0123456789abcdef01234567';

let t: TestApp;
let file: string;
let frames: Frame[];
let folder: string;
let victim: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  victim = await createStaffUser(t.ctx, { password: 'victim-password-1' });
  file = (await backUp(t)).file;
  frames = await framesOf(file, TEST_BACKUP_KEY);
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-test-tampered-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const appTablesIn = (url: string) =>
  column<string>(
    url,
    `select tablename as value from pg_tables where schemaname in ('public', 'companion')`,
  );

/** Restores `file` into an empty target, expects `refusal`, and that nothing was created there. */
async function expectRefused(tampered: string, refusal: RegExp, allowUnencrypted = false) {
  const target = await emptyTarget();
  try {
    await expect(target.restore(tampered, false, allowUnencrypted)).rejects.toThrow(refusal);
    expect(await appTablesIn(target.databaseUrl)).toEqual([]);
  } finally {
    await target.drop();
  }
}

describe('a backup file holds nothing in the clear', () => {
  it('shows no e-mail, password hash or signing secret', async () => {
    const bytes = fs.readFileSync(file);
    const [hash] = await column<string>(
      t.databaseUrl,
      `select password_hash as value from users where id = ${victim.id}`,
    );
    for (const secret of [
      victim.email,
      hash!,
      fs.readFileSync(path.join(t.ctx.config.DATA_DIR, 'file-url.secret'), 'utf8'),
    ])
      expect(bytes.includes(Buffer.from(secret))).toBe(false);
    expect(bytes.subarray(0, 14).toString()).toBe('YAAR-BACKUP-2\n');
  });
});

describe('a header that tries to run SQL of its own', () => {
  const marker = () => path.join(folder, 'pwned');
  const injected = () =>
    withHeader(frames, (header) => {
      header.tables[0]!.columns[0] = `id) from program 'touch ${marker()}' --`;
    });

  it('is refused, and no command runs, even when sealed with the right key', async () => {
    const sealed = path.join(folder, 'injected.yaarbackup');
    await writeSealed(sealed, injected(), TEST_BACKUP_KEY);
    await expectRefused(sealed, /are not those of schema version .*Nothing was changed/);
    expect(fs.existsSync(marker())).toBe(false);
  });

  it('is refused in a file of the first format, with or without --allow-unencrypted', async () => {
    const plain = path.join(folder, 'injected-plain.yaarbackup');
    writeUnencrypted(plain, injected());
    await expectRefused(plain, /it is not encrypted.*--allow-unencrypted.*Nothing was changed/);
    await expectRefused(plain, /are not those of schema version/, true);
    expect(fs.existsSync(marker())).toBe(false);
  });
});

describe('an edited or foreign file', () => {
  /** The victim's password hash swapped for the attacker's, every checksum recomputed. */
  const edited = () =>
    withPartEdited(frames, 'public.users', (bytes) =>
      Buffer.from(bytes.toString('utf8').replace(/\$argon2id\$[^\t]+/, '$argon2id$v=19$forged')),
    );

  it('refuses a part edited with its checksums recomputed, before anything is touched', async () => {
    const forged = path.join(folder, 'forged.yaarbackup');
    await writeSealed(forged, edited(), ATTACKER_KEY);
    const spliced = path.join(folder, 'spliced.yaarbackup');
    splicePreamble(file, forged, spliced);
    await expectRefused(
      spliced,
      /has been altered or damaged \(record 0 fails its authentication\)/,
    );
  });

  it('refuses bytes changed, records dropped or swapped in the sealed file', async () => {
    const whole = fs.readFileSync(file);
    const flipped = Buffer.from(whole);
    flipped[whole.length - 40]! ^= 0x01;
    const changed = path.join(folder, 'flipped.yaarbackup');
    fs.writeFileSync(changed, flipped);
    await expectRefused(changed, /altered or damaged.*Nothing was changed/);
    const cut = path.join(folder, 'cut.yaarbackup');
    fs.writeFileSync(cut, whole.subarray(0, whole.length - 30));
    await expectRefused(cut, /ends early|altered/);
  });

  it('refuses a file made with another key, saying so', async () => {
    const foreign = path.join(folder, 'foreign.yaarbackup');
    await writeSealed(foreign, frames, ATTACKER_KEY);
    await expectRefused(foreign, /encrypted with another key.*BACKUP_KEY.*Nothing was changed/);
  });

  it('accepts a file of the first format only with --allow-unencrypted', async () => {
    const plain = path.join(folder, 'plain.yaarbackup');
    writeUnencrypted(plain, edited());
    await expectRefused(plain, /it is not encrypted/);
    const target = await emptyTarget();
    try {
      const result = await target.restore(plain, false, true);
      expect(result.rows).toBeGreaterThan(0);
    } finally {
      await target.drop();
    }
  });
});
