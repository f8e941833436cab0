import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Arranges what no API call can, straight in the app's embedded PostgreSQL (its password is in the
 * data folder playwright.config.ts gave it).
 */
async function onDatabase(statement: string, values: unknown[]): Promise<void> {
  const dataDir = path.join(process.env.E2E_RUN_DIR!, 'data');
  const password = fs.readFileSync(path.join(dataDir, 'pg.secret'), 'utf8').trim();
  const port = process.env.E2E_PG_PORT ?? '54410';
  const client = new pg.Client({
    connectionString: `postgres://postgres:${password}@127.0.0.1:${port}/yaar`,
  });
  await client.connect();
  try {
    await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** A lead as an import leaves it, with no stored Hoarding. */
export const forgetStoredHoarding = (leadId: number) =>
  onDatabase('update leads set hoarding_key = null where id = $1', [leadId]);

/** A user of the companion app (who signs up in the app, not here), e.g. a referrer. */
export const addAppUser = (name: string, mobileNo: string) =>
  onDatabase('insert into companion.app_users (name, mobile_no) values ($1, $2)', [name, mobileNo]);

/** A company of the companion app with its owner, an app user (both sign up in the app, not here). */
export const addCompany = (
  company: { name: string; phoneNo: string },
  owner: { name: string; mobileNo: string },
) =>
  onDatabase(
    `with owner as (
       insert into companion.app_users (name, mobile_no) values ($3, $4) returning id
     )
     insert into companion.companies (name, phone_no, owner_id) select $1, $2, id from owner`,
    [company.name, company.phoneNo, owner.name, owner.mobileNo],
  );
