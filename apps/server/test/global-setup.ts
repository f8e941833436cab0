import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { randomBytes } from 'node:crypto';
import { APP_ROLE, ensureLoginRole, grantAppRole } from '../src/db/app-role';
import { applyMigrations, connectDatabase } from '../src/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres';
import { seedReferenceData } from '../src/db/seed/reference-data';
import { TEMPLATE_DATABASE, freePort, onServer } from './database';
import { startS3Server, type TestS3 } from './s3-server';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseBaseUrl: string;
    /** The password of the role the test apps serve as (APP_ROLE: no superuser, owns nothing). */
    appRolePassword: string;
    /** With TEST_STORAGE=s3: the S3-compatible server every test app keeps its files in. */
    testS3: TestS3 | null;
  }
}

/**
 * One PostgreSQL for the run: the embedded one in a temporary folder, or the server named by
 * TEST_DATABASE_URL (postgres://user:pass@host:port, no database). A template database is migrated
 * and seeded once; each test file clones it (see test/app.ts).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let baseUrl = process.env.TEST_DATABASE_URL?.replace(/\/$/, '');
  if (!baseUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-test-pg-'));
    fs.chmodSync(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
      log: () => undefined,
      settings: [
        'fsync=off',
        'synchronous_commit=off',
        'full_page_writes=off',
        'max_connections=300',
      ],
    });
    baseUrl = embedded.url;
  }
  await onServer(baseUrl, `drop database if exists ${TEMPLATE_DATABASE}`);
  await onServer(baseUrl, `create database ${TEMPLATE_DATABASE}`);
  const template = connectDatabase(`${baseUrl}/${TEMPLATE_DATABASE}`, 1);
  await applyMigrations(template.pool);
  await seedReferenceData(template.db);
  // The apps serve as the app's role, as in production; every clone keeps the template's grants.
  const appRolePassword = randomBytes(16).toString('hex');
  await ensureLoginRole(template.pool, APP_ROLE, appRolePassword);
  await grantAppRole(template.pool, APP_ROLE);
  await template.close();
  project.provide('databaseBaseUrl', baseUrl);
  project.provide('appRolePassword', appRolePassword);
  const s3 = process.env.TEST_STORAGE === 's3' ? await startS3Server() : undefined;
  project.provide('testS3', s3 ? { endpoint: s3.endpoint, bucket: s3.bucket } : null);

  return async () => {
    await s3?.stop();
    await embedded?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
