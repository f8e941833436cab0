import { randomUUID } from 'node:crypto';
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

/**
 * A business of the companion app (it registers in the app, not here) with its owner, registered
 * now, and `reminders` reminders sent today.
 */
export async function addCompany(company: {
  name: string;
  phone: string;
  ownerName: string;
  ownerMobile: string;
  reminders: number;
}): Promise<void> {
  await onDatabase(
    `with owner as (
       insert into companion.app_users (name, mobile_no) values ($3, $4) returning id
     ), company as (
       insert into companion.companies (name, phone_no, owner_id)
       select $1, $2, id from owner returning id
     )
     insert into companion.reminders_sent (company_id)
     select company.id from company, generate_series(1, $5::int)`,
    [company.name, company.phone, company.ownerName, company.ownerMobile, company.reminders],
  );
}

/**
 * An offer as a company posts it in the app (no back-office call creates one), its image stored
 * where the app's file storage keeps it (DATA_DIR/uploads).
 */
export async function addOffer(offer: {
  title: string;
  body: string;
  phoneNo: string;
  startDate?: string;
  endDate?: string;
  approved?: boolean;
  png?: Buffer;
}): Promise<void> {
  let key: string | null = null;
  if (offer.png) {
    const id = randomUUID();
    key = `offers/${id.slice(0, 2)}/${id}.png`;
    const file = path.join(process.env.E2E_RUN_DIR!, 'data', 'uploads', ...key.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, offer.png);
  }
  await onDatabase(
    `insert into companion.offers (title, body, phone_no, start_date, end_date, file_path, is_approved)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      offer.title,
      offer.body,
      offer.phoneNo,
      offer.startDate ?? null,
      offer.endDate ?? null,
      key,
      offer.approved ?? false,
    ],
  );
}
