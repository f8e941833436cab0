import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Arranges what no API call can: a lead as an import leaves it, with no stored Hoarding. Straight
 * to the app's embedded PostgreSQL (its password is in the data folder playwright.config.ts gave it).
 */
export async function forgetStoredHoarding(leadId: number): Promise<void> {
  const dataDir = path.join(process.env.E2E_RUN_DIR!, 'data');
  const password = fs.readFileSync(path.join(dataDir, 'pg.secret'), 'utf8').trim();
  const port = process.env.E2E_PG_PORT ?? '54410';
  const client = new pg.Client({
    connectionString: `postgres://postgres:${password}@127.0.0.1:${port}/yaar`,
  });
  await client.connect();
  try {
    await client.query('update leads set hoarding_key = null where id = $1', [leadId]);
  } finally {
    await client.end();
  }
}
