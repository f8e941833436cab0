import type { AppContext } from '../src/context';
import { generateLeads } from '../src/db/seed/generate-leads';
import { hashSecret } from '../src/lib/secrets';
import { insertUser } from '../src/modules/users/users.repository';

const EMPLOYEES = 20;

export interface BenchData {
  leads: number;
  followUps: number;
  seconds: number;
  /** A company-name word that about one lead in sixteen carries. */
  searchTerm: string;
}

/** Twenty employees and `count` leads with follow-ups, set-based. */
export async function seedBenchData(
  ctx: AppContext,
  count: number,
  log: (line: string) => void,
): Promise<BenchData> {
  const started = performance.now();
  const passwordHash = await hashSecret('bench-staff-password');
  const users: number[] = [];
  for (let index = 1; index <= EMPLOYEES; index += 1) {
    users.push(
      await insertUser(ctx.db, {
        firstName: `Employee${index}`,
        lastName: 'Bench',
        email: `employee${index}@bench.test`,
        mobileNo: String(7_000_000_000 + index),
        passwordHash,
        role: 'staff',
      }),
    );
  }
  log(`seeding ${count.toLocaleString('en-IN')} leads for ${EMPLOYEES} employees…`);
  const { leads, followUps } = await generateLeads(ctx.db, { count, users, seed: 42 });
  return { leads, followUps, seconds: (performance.now() - started) / 1000, searchTerm: 'Balaji' };
}
