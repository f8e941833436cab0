import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { BUSINESS_TYPES } from '@yaar/shared';
import type { AppContext } from '../src/context';
import { freePort } from '../test/database';
import { FILES } from '../test/leads';
import { startAppProcess, type AppProcess } from './app-process';
import { load, type LoadTarget } from './load';

interface Compared {
  one: number;
  two: number;
  p95One: number;
  p95Two: number;
  /** Answers that were not 2xx, both loads together (0: every request did its work). */
  non2xx: number;
}

export interface TwoProcessFigures {
  seconds: number;
  /** req/s of one process at 10 connections, and of two at 5 connections each (added up). */
  page: Compared;
  upload: Compared;
}

/** A multipart lead form with a Hoarding photo, as the lead screen sends it. */
function leadForm(fields: Record<string, string>): { raw: Buffer; type: string } {
  const boundary = `----yaar${randomUUID().replace(/-/g, '')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="Hoarding"; filename="hoarding.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    FILES.jpg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { raw: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** A lead of this process's own, updated with a new photo on every request of the load. */
async function photoTarget(
  ctx: AppContext,
  base: string,
  auth: Record<string, string>,
  mobileNo: string,
): Promise<LoadTarget> {
  const { rows } = await ctx.db.execute<{ city: number; status: number }>(sql`
    select (select id from cities where name = 'Ahmedabad' limit 1) as city,
      (select id from lead_statuses order by id limit 1) as status`);
  const fields = {
    CompanyName: `Two Process Traders ${mobileNo}`,
    OwnerName: 'Meena Shah',
    BusinessType: BUSINESS_TYPES[0],
    MobileNo: mobileNo,
    Address: '12 Station Road',
    CityId: String(rows[0]!.city),
    Pincode: '380001',
    Product: 'OYaar',
    Requirements: 'Wants a demo',
    NextDate: '2026-12-01',
    StatusId: String(rows[0]!.status),
  };
  const created = leadForm(fields);
  const answer = await fetch(`${base}/api/lead-create`, {
    method: 'POST',
    headers: { ...auth, 'content-type': created.type },
    body: created.raw,
  });
  if (!answer.ok) throw new Error(`lead-create answered ${answer.status}: ${await answer.text()}`);
  const { id } = ((await answer.json()) as { data: { id: number } }).data;
  const update = leadForm({ ...fields, id: String(id) });
  return {
    name: 'photo upload (lead-update with a Hoarding)',
    url: `${base}/api/lead-update`,
    method: 'POST',
    headers: { ...auth, 'content-type': update.type },
    raw: update.raw,
  };
}

/**
 * A second app process on the same database (its own DATA_DIR), then the leads page and a photo
 * upload loaded through one process (10 connections) and through both at once (5 each).
 */
export async function measureTwoProcesses(
  ctx: AppContext,
  first: { base: string; auth: Record<string, string> },
  env: Record<string, string>,
  pageBody: object,
  seconds: number,
): Promise<TwoProcessFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-bench-second-'));
  const port = await freePort();
  let second: AppProcess | undefined;
  try {
    second = await startAppProcess({ ...env, DATA_DIR: dataDir, PORT: String(port) });
    const secondBase = `http://127.0.0.1:${port}`;
    const page = (base: string): LoadTarget => ({
      name: 'leads page',
      url: `${base}/api/leads-list`,
      method: 'POST',
      headers: first.auth,
      body: pageBody,
    });
    const both = async (a: LoadTarget, b: LoadTarget) => {
      const [x, y] = await Promise.all([load(a, seconds, 5), load(b, seconds, 5)]);
      return {
        rps: x.requestsPerSecond + y.requestsPerSecond,
        p95: Math.max(x.p95, y.p95),
        non2xx: x.non2xx + y.non2xx,
      };
    };
    const pageOne = await load(page(first.base), seconds);
    const pageTwo = await both(page(first.base), page(secondBase));
    const photoA = await photoTarget(ctx, first.base, first.auth, '6999000001');
    const photoB = await photoTarget(ctx, secondBase, first.auth, '6999000002');
    const uploadOne = await load(photoA, seconds);
    const uploadTwo = await both(photoA, photoB);
    return {
      seconds,
      page: {
        one: pageOne.requestsPerSecond,
        two: pageTwo.rps,
        p95One: pageOne.p95,
        p95Two: pageTwo.p95,
        non2xx: pageOne.non2xx + pageTwo.non2xx,
      },
      upload: {
        one: uploadOne.requestsPerSecond,
        two: uploadTwo.rps,
        p95One: uploadOne.p95,
        p95Two: uploadTwo.p95,
        non2xx: uploadOne.non2xx + uploadTwo.non2xx,
      },
    };
  } finally {
    await second?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printTwoProcessFigures(f: TwoProcessFigures): void {
  for (const [what, row] of [
    ['leads page', f.page],
    ['photo upload', f.upload],
  ] as const)
    console.log(
      `two processes, ${what}: one process ${row.one.toFixed(0)} req/s (p95 ${row.p95One.toFixed(1)} ms); ` +
        `two processes ${row.two.toFixed(0)} req/s combined (p95 ${row.p95Two.toFixed(1)} ms), ` +
        `${(row.two / row.one).toFixed(2)}× on this 2-core machine; ${row.non2xx} answers not 2xx`,
    );
}
