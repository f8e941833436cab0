import { expect, it } from 'vitest';
import { RELEASED_HASHES } from '../db/migration-files';
import { committedMigrations, isHashOf } from './schema-version';

it('knows a migration by the hash of its file and by the hashes it was released with', () => {
  const migrations = committedMigrations();
  for (const [tag, hashes] of Object.entries(RELEASED_HASHES)) {
    const migration = migrations.find((m) => m.tag === tag);
    expect(migration, tag).toBeDefined();
    for (const hash of hashes) {
      expect(hash).not.toBe(migration!.hash);
      expect(isHashOf(migration!, hash)).toBe(true);
    }
    expect(isHashOf(migration!, migration!.hash)).toBe(true);
  }
  const [first, second] = migrations;
  expect(isHashOf(first!, second!.hash)).toBe(false);
  expect(isHashOf(second!, RELEASED_HASHES['0002_lead-view-counts']![0]!)).toBe(false);
});
