import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { inject } from 'vitest';
import { serverRoot } from '../src/lib/paths';
import { s3Settings } from './s3-server';

export interface RunningApp {
  process: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the server from source as its own process, the way `npm start` runs it, and waits until
 * ready. The app leads its own process group (with its PostgreSQL), as under a supervisor, so a test
 * can kill the whole group. With TEST_STORAGE=s3 its files go to the suite's S3-compatible server.
 */
const s3EnvOf = (env: Record<string, string>) => {
  const s3 = inject('testS3');
  return s3 && !env.STORAGE_URL ? s3Settings(s3, `run-${randomUUID()}`) : {};
};

export async function runApp(
  env: Record<string, string>,
  nodeOptions: readonly string[] = [],
): Promise<RunningApp> {
  const child = spawn(
    process.execPath,
    [...nodeOptions, '--import', 'tsx', path.join(serverRoot, 'src', 'main.ts')],
    {
      cwd: serverRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', ...s3EnvOf(env), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready in')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`app exited (${code}) before ready:\n${output}`)));
  });
  return { process: child, baseUrl: `http://127.0.0.1:${env.PORT}`, output: () => output, exited };
}
