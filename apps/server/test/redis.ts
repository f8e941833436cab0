import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './database';

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * Debian's redis-server on a free loopback port, in a temporary folder, keeping nothing on disk;
 * `stop` ends it and removes the folder.
 */
/** The environment without libfaketime's preload and setting. */
const withoutFakeClock = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(env).filter(([name]) => name !== 'LD_PRELOAD' && name !== 'FAKETIME'),
  );

export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-redis-'));
  const child: ChildProcess = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    // Off libfaketime (`npm run test:at`): redis-server stops in a loop of clock_gettime under
    // it, and its clock matters to no test (its expiries are relative).
    { stdio: ['ignore', 'pipe', 'pipe'], env: withoutFakeClock(process.env) },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) =>
      reject(
        new Error(
          `redis-server could not be started (apt-get install redis-server): ${error.message}`,
        ),
      ),
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    void exited.then(() => reject(new Error(`redis-server exited before ready:\n${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
