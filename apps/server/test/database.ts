import pg from 'pg';

export const TEMPLATE_DATABASE = 'yaar_template';

/** A free TCP port on loopback, for a throw-away PostgreSQL or app. */
export { freePort } from '../src/db/free-port';

/** Runs SQL on the server's maintenance database (create and drop databases). */
export async function onServer(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
