/**
 * Writes both OpenAPI documents (/api/docs/json and /oyaar-api/docs/json) of the app as built, to
 * the folder named by the first argument: the app is built on a database handle it never uses
 * (the documents come from the routes' schemas), so no PostgreSQL is needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './src/app';
import { connectDatabase } from './src/db/client';
import { readConfig } from './src/env';
import { createDevSmsSender } from './src/lib/sms';
import { createAppContext } from './src/app-context';

const outDir = process.argv[2] ?? '.';
const dataDir = fs.mkdtempSync(path.join(outDir, 'data-'));
const config = readConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
});
const database = connectDatabase(config.DATABASE_URL!, 1);
const ctx = createAppContext(
  database.db,
  config,
  createDevSmsSender(() => undefined),
);
const app = await buildApp(ctx);
await app.ready();
for (const [prefix, file] of [
  ['/api', 'api.json'],
  ['/oyaar-api', 'oyaar-api.json'],
] as const) {
  const answer = await app.inject({ method: 'GET', url: `${prefix}/docs/json` });
  if (answer.statusCode !== 200)
    throw new Error(`${prefix}/docs/json answered ${answer.statusCode}`);
  fs.writeFileSync(path.join(outDir, file), answer.body);
}
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
