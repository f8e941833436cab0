import { randomBytes } from 'node:crypto';
import journal from '../db/migrations/meta/_journal.json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { backUp, column, emptyTarget } from '../../test/backups';
import { adminUser, createStaffUser, type TestUser } from '../../test/factories';
import { FILES, createLeadViaApi } from '../../test/leads';
import { update, updateBody } from '../../test/licences';
import { fixedClock } from '../lib/clock';

/** The schema a backup names: the latest migration's tag ('0026_gst-documents'). */
const LATEST_SCHEMA = journal.entries.at(-1)!.tag;

let t: TestApp;
let admin: TestUser;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  t.ctx.clock = fixedClock('2026-11-22T19:00:00Z'); // the sales' EntryDate is in its window
  admin = await adminUser(t.ctx);
  staff = await createStaffUser(t.ctx, { password: 'staff-password-9' });
});
afterAll(() => t.close());

/**
 * A JPEG of its own bytes, so each photo is told apart after the restore: a comment segment (COM)
 * after the start marker holds them, so the image still decodes whatever bytes were drawn (random
 * bytes in the scan data made a marker one time in four, and the upload was refused).
 */
const comment = (text: Buffer) =>
  Buffer.concat([Buffer.from([0xff, 0xfe, 0, text.length + 2]), text]);
const photo = () => ({
  Hoarding: {
    name: 'hoarding.jpg',
    content: Buffer.concat([
      FILES.jpg.subarray(0, 2),
      comment(Buffer.from(randomBytes(48).toString('hex'))),
      FILES.jpg.subarray(2),
    ]),
  },
});

const bytesOf = async (stored: { stream: NodeJS.ReadableStream } | null) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('npm run backup, then npm run restore into an empty place', () => {
  it('keeps every row acknowledged before the backup began, the photos, the invoice series and the sign-in', async () => {
    const photos = new Map<number, Buffer>();
    for (let i = 0; i < 3; i += 1) {
      const files = photo();
      photos.set(await createLeadViaApi(t, staff, {}, files), files.Hoarding.content);
    }
    for (const MobileNo of ['9811111111', '9822222222']) {
      const sale = await update(t, admin, updateBody({ MobileNo, EmployeeId: staff.id }));
      expect(sale.status).toBe(200);
    }
    // Writers keep creating leads while the backup runs.
    const acknowledged: number[] = [];
    let writing = true;
    const writer = async () => {
      while (writing) acknowledged.push(await createLeadViaApi(t, staff));
    };
    const writers = [writer(), writer()];
    while (acknowledged.length < 10) await new Promise((resolve) => setTimeout(resolve, 10));
    const beforeBackup = [...acknowledged];
    const backup = await backUp(t);
    writing = false;
    await Promise.all(writers);
    expect(backup.file).toMatch(/yaar-backup-.*\.yaarbackup$/);
    expect(backup.schemaTag).toBe(LATEST_SCHEMA);

    const target = await emptyTarget();
    try {
      const result = await target.restore(backup.file);
      expect(result.schemaTag).toBe(LATEST_SCHEMA);
      const restored = await target.start();
      try {
        const ids = await column<number>(target.databaseUrl, 'select id as value from leads');
        for (const id of [...beforeBackup, ...photos.keys()]) expect(ids).toContain(id);
        // Photos byte for byte, read through the restored storage.
        for (const [id, content] of photos) {
          const [key] = await column<string>(
            target.databaseUrl,
            `select hoarding_key as value from leads where id = ${id}`,
          );
          expect((await bytesOf(await restored.ctx.storage.get(key!))).equals(content)).toBe(true);
        }
        // The invoice numbers, and the next one continues the series.
        const invoices = `select invoice_no as value from licence_transactions order by id`;
        const before = await column<string>(t.databaseUrl, invoices);
        expect(await column<string>(target.databaseUrl, invoices)).toEqual(before);
        restored.ctx.clock = t.ctx.clock;
        const restoredAdmin = await adminUser(restored.ctx);
        const next = await update(
          { ...t, app: restored.app, inject: (o) => restored.app.inject(o) },
          restoredAdmin,
          updateBody({ MobileNo: '9833333333', EmployeeId: staff.id }),
        );
        expect(next.status).toBe(200);
        const after = await column<string>(target.databaseUrl, invoices);
        const serial = (no: string) => Number(no.split('/').at(-1));
        expect(serial(after.at(-1)!)).toBe(serial(before.at(-1)!) + 1);
        // The same users sign in with their passwords.
        const login = await restored.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { Email: staff.email, Password: 'staff-password-9' },
        });
        expect(login.statusCode).toBe(200);
        // The trigger-kept counts match the restored leads.
        const [counted] = await column<number>(
          target.databaseUrl,
          `select (select coalesce(sum(leads), 0) from lead_view_totals)
                - (select count(*) from leads where deleted_at is null) as value`,
        );
        expect(Number(counted)).toBe(0);
        // The file signing secret came along: a link signed before opens after.
        expect(restored.ctx.urlSigner.sign('x', 1)).toBe(t.ctx.urlSigner.sign('x', 1));
        // So did the Web Push key pair the devices subscribed to.
        expect(restored.ctx.webPush.publicKey()).toBe(t.ctx.webPush.publicKey());
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
    }
  });
});

describe('a restore that must not happen', () => {
  it('refuses a target that already holds data, and leaves it as it was', async () => {
    const backup = await backUp(t);
    const target = await emptyTarget();
    try {
      await target.restore(backup.file);
      const leadsBefore = await column<number>(target.databaseUrl, 'select id as value from leads');
      await expect(target.restore(backup.file)).rejects.toThrow(
        /already holds data \(its database\).*Nothing was changed.*--force/,
      );
      expect(await column<number>(target.databaseUrl, 'select id as value from leads')).toEqual(
        leadsBefore,
      );
      // --force replaces it.
      await target.restore(backup.file, true);
    } finally {
      await target.drop();
    }
  });

  it('refuses a truncated or corrupt file with a clear message, and restores nothing', async () => {
    const fs = await import('node:fs');
    const backup = await backUp(t);
    const whole = fs.readFileSync(backup.file);
    const truncated = `${backup.file}.truncated`;
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const corrupt = `${backup.file}.corrupt`;
    const damaged = Buffer.from(whole);
    for (let i = 0; i < 16; i += 1) damaged[Math.floor(whole.length / 2) + i]! ^= 0xff;
    fs.writeFileSync(corrupt, damaged);
    const target = await emptyTarget();
    try {
      await expect(target.restore(truncated)).rejects.toThrow(
        /cannot be restored: .*(ends early|truncated|decompressed).*Nothing was changed/,
      );
      await expect(target.restore(corrupt)).rejects.toThrow(
        /cannot be restored: .*Nothing was changed/,
      );
      await expect(target.restore(import.meta.filename)).rejects.toThrow(/cannot be restored/);
      const tables = await column<string>(
        target.databaseUrl,
        `select tablename as value from pg_tables where schemaname in ('public', 'companion')`,
      );
      expect(tables).toEqual([]);
    } finally {
      await target.drop();
    }
  });
});
