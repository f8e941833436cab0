import net from 'node:net';
import pg from 'pg';

export const TEMPLATE_DATABASE = 'yaar_template';

/** A free TCP port on loopback, for a throw-away PostgreSQL or app. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

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
