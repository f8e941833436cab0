import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { APP_ROLE, urlAs } from '../src/db/app-role';
import { connectDatabase } from '../src/db/client';
import { readConfig, type AppConfig } from '../src/env';
import { createDevSmsSender, type SmsMessage } from '../src/lib/sms';
import { createAppContext } from '../src/app-context';
import { ensureAdmin } from '../src/modules/users/users.service';
import { TEMPLATE_DATABASE, onServer } from './database';
import { s3Settings } from './s3-server';

export const ADMIN = {
  email: 'admin@yaar.test',
  password: 'admin-password-1',
  mobile: '9000000001',
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A request's headers, such as a bearer token's. */
export type Headers = Record<string, string>;

/**
 * The real app on its own fresh database (a clone of the migrated, seeded template), with the
 * development SMS sender writing to an outbox file that tests read; with `logLines`, the app logs
 * (at LOG_LEVEL, silent unless `env` says) into that array, one JSON line each. With TEST_STORAGE=s3 its files
 * go to the suite's S3-compatible server under a prefix of its own (unless `env` names a storage).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { webDir?: string; logLines?: string[] } = {},
) {
  const baseUrl = inject('databaseBaseUrl');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  await onServer(baseUrl, `create database ${name} template ${TEMPLATE_DATABASE}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-test-app-'));
  const outboxFile = path.join(dataDir, 'sms-outbox.jsonl');
  const s3 = inject('testS3');
  const config: AppConfig = readConfig({
    ...(s3 && !env.STORAGE_URL ? s3Settings(s3, name) : {}),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_MOBILE: ADMIN.mobile,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const appDatabaseUrl = urlAs(`${baseUrl}/${name}`, APP_ROLE, inject('appRolePassword'));
  const database = connectDatabase(appDatabaseUrl, 5);
  const ctx = createAppContext(
    database.db,
    config,
    createDevSmsSender(() => undefined, outboxFile),
  );
  await ensureAdmin(ctx);
  const logLines = options.logLines;
  const app = await buildApp(ctx, {
    webDir: options.webDir ?? path.join(dataDir, 'no-web-build'),
    logger: logLines ? { stream: { write: (line: string) => logLines.push(line) } } : false,
  });
  await app.ready();
  const answers: string[] = [];

  return {
    app,
    ctx,
    /** The test's own database as its owner, for a second connection and the tests' own SQL. */
    databaseUrl: `${baseUrl}/${name}`,
    /** The same database as the role the app serves with (no superuser). */
    appDatabaseUrl,
    /** `app.inject` that keeps every answer body, for the no-secret-leak check (test/leaks.ts). */
    async inject(options: InjectOptions) {
      const response = await app.inject(options);
      answers.push(response.body);
      return response;
    },
    /** A POST of `payload` as `user` (its bearer token; null: signed out), through `inject`. */
    postAs(user: { token: string } | null, url: string, payload: object = {}) {
      const headers: Headers = user ? { authorization: `Bearer ${user.token}` } : {};
      return this.inject({ method: 'POST', url, headers, payload });
    },
    /** Every answer body collected by `inject` so far. */
    answers: (): readonly string[] => answers,
    /** Every SMS sent so far, oldest first. */
    outbox(): SmsMessage[] {
      if (!fs.existsSync(outboxFile)) return [];
      return fs
        .readFileSync(outboxFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as SmsMessage);
    },
    async close() {
      await app.close();
      await ctx.redis?.quit().catch(() => undefined);
      await database.close();
      await onServer(baseUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
