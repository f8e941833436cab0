import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope, LeadListItem } from '@yaar/shared';
import { bearer, createStaffUser, type TestUser } from '../../../test/factories';
import { insertLead } from '../../../test/leads';

import { createTestApp, type TestApp } from '../../../test/app';

/** Issue 45: a name is found whatever script it was typed in (one rule: `phonetic_key`). */
let t: TestApp;
let owner: TestUser;
const made: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  owner = await createStaffUser(t.ctx, { firstName: 'Kiran' });
  made.gujarati = await insertLead(t.ctx, owner.id, { companyName: 'પટેલ ઓટો', ownerName: 'ભાવેશ' });
  made.hindi = await insertLead(t.ctx, owner.id, { companyName: 'पटेल मोटर्स', ownerName: 'राजेश' });
  made.latin = await insertLead(t.ctx, owner.id, { companyName: 'Shah Tyres', ownerName: 'Mehul' });
  made.other = await insertLead(t.ctx, owner.id, {
    companyName: 'Om Sai Motors',
    ownerName: 'Nilesh',
  });
});
afterAll(() => t.close());

const found = async (Search: string) => {
  const answer = await t.inject({
    method: 'POST',
    url: '/api/leads-list',
    headers: bearer(owner),
    payload: { Search },
  });
  expect(answer.statusCode).toBe(200);
  return answer
    .json<ApiEnvelope<LeadListItem[]>>()
    .data!.map((lead) => lead.id)
    .sort((a, b) => a - b);
};
const ids = (...names: string[]) => names.map((name) => made[name]!).sort((a, b) => a - b);

describe('search across scripts', () => {
  it('finds "પટેલ ઓટો" and "पटेल मोटर्स" by "Patel"', async () => {
    expect(await found('Patel')).toEqual(ids('gujarati', 'hindi'));
    expect(await found('patel')).toEqual(ids('gujarati', 'hindi'));
  });

  it('finds "Shah Tyres" by "શાહ", and the Gujarati lead by its Hindi spelling', async () => {
    expect(await found('શાહ')).toEqual(ids('latin'));
    expect(await found('शाह')).toEqual(ids('latin'));
    expect(await found('पटेल')).toEqual(ids('gujarati', 'hindi'));
  });

  it('finds an owner written in another script, and still by the same script', async () => {
    expect(await found('Bhavesh')).toEqual(ids('gujarati'));
    expect(await found('Rajesh')).toEqual(ids('hindi'));
    // By sound "ઓટો" is "oto", which "Motors" holds too: both are found.
    expect(await found('ઓટો')).toEqual(ids('gujarati', 'other'));
    expect(await found('Motors')).toEqual(ids('other'));
  });

  it('finds nothing for a term of no letters, rather than everything', async () => {
    expect(await found('%%')).toEqual([]);
  });

  it('keeps the key beside the names in search_text, written by the database', async () => {
    const rows = await t.ctx.db.execute<{ key: string }>(
      sql`select phonetic_key(${'શાહ Shaah हिंदी पटेल મોટર્સ'}) as key`,
    );
    expect(rows.rows[0]!.key).toBe('shah shah hindi patel motars');
  });
});
