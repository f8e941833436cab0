import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { connectDatabase } from './client';
import { textArray } from './sql-arrays';

/**
 * Migration 0038 computes the search's phonetic key with PostgreSQL's string functions instead of
 * 0037's loop over each character. The stored keys were written by the loop and are kept, so the
 * two must agree on every text: here on 10,000 random texts drawn from every code point of the
 * Gujarati and Devanagari blocks, Latin letters, digits, white space and punctuation.
 */
let t: TestApp;
/** The test's database as its owner: the app's role may not create functions. */
let owner: ReturnType<typeof connectDatabase>;
beforeAll(async () => {
  t = await createTestApp();
  owner = connectDatabase(t.databaseUrl, 1);
  const migration = fs.readFileSync(
    new URL('./migrations/0037_language.sql', import.meta.url),
    'utf8',
  );
  const byLetter = /CREATE FUNCTION phonetic_key\(input text\)[\s\S]*?\$\$;/.exec(migration)![0];
  await owner.db.execute(sql.raw(byLetter.replace('phonetic_key(', 'phonetic_key_by_letter(')));
});
afterAll(async () => {
  await owner.close();
  await t.close();
});

/** A small seeded generator: the same texts on every run. */
function randomTexts(count: number, seed = 41): string[] {
  let state = seed;
  const next = (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
  const alphabet = [
    ...Array.from({ length: 128 }, (_, offset) => String.fromCodePoint(0x0900 + offset)),
    ...Array.from({ length: 128 }, (_, offset) => String.fromCodePoint(0x0a80 + offset)),
    ...'abcdefghijklmnopqrstuvwxyzWAEIOU0123456789',
    ...'    \n\t-.,&/()\'"',
    'é',
    'ß',
    'K', // Kelvin sign
    'ক', // Bengali: neither Gujarati nor Devanagari
    '੫',
  ];
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + next(30) }, () => alphabet[next(alphabet.length)]).join(''),
  );
}

it('gives the same key as the character-by-character rule for 10,000 texts', async () => {
  const texts = randomTexts(10_000);
  const { rows } = await owner.db.execute<{ text: string; fast: string; byLetter: string }>(sql`
    select text, phonetic_key(text) as fast, phonetic_key_by_letter(text) as "byLetter"
    from unnest(${textArray(texts)}) as text
    where phonetic_key(text) is distinct from phonetic_key_by_letter(text)
    limit 5`);
  expect(rows).toEqual([]);
});

it('reads a name the same in Latin, Gujarati and Devanagari', async () => {
  const { rows } = await t.ctx.db.execute<{ key: string }>(sql`
    select phonetic_key(name) as key
    from unnest(array['Patel', 'પટેલ', 'पटेल', 'PATEL', 'Paatel']) as name`);
  expect(rows.map((row) => row.key)).toEqual(['patel', 'patel', 'patel', 'patel', 'patel']);
  const shah = await t.ctx.db.execute<{ latin: string; gujarati: string }>(
    sql`select phonetic_key('Shah Tyres') as latin, phonetic_key('શાહ ટાયર્સ') as gujarati`,
  );
  expect(shah.rows[0]!.gujarati.split(' ')[0]).toBe(shah.rows[0]!.latin.split(' ')[0]);
});
