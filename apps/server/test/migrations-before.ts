import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsDir } from '../src/lib/paths';

/**
 * The committed migrations up to the one before `tag`, copied into a scratch folder drizzle
 * migrates from: a migration's backfill is tested on a database holding what the app stored before
 * it. `remove` deletes the folder (a file's `afterAll`).
 */
export function migrationsBefore(tag: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-migrations-'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 1) throw new Error(`no migration before ${tag} in the journal`);
  const entries = journal.entries.slice(0, index);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const entry of entries)
    fs.copyFileSync(
      path.join(migrationsDir, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}
