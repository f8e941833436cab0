import { TEST_VAPID } from './vapid';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a test app needs to reach the suite's S3-compatible server. */
export interface TestS3 {
  endpoint: string;
  bucket: string;
}

/** s3rver's own fixed credentials. */
export const S3RVER_KEY = 'S3RVER';

/**
 * A local S3-compatible server (s3rver, in a process of its own) in a temporary folder with one
 * bucket, on a free port.
 */
export async function startS3Server(
  bucket = 'yaar-test',
): Promise<TestS3 & { stop(): Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-test-s3-'));
  const script = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));
  // s3rver makes its list continuation tokens with DES, which OpenSSL 3 keeps in its legacy provider.
  const child = spawn(process.execPath, ['--openssl-legacy-provider', script, directory, bucket], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^\{"port":(\d+)\}$/m.exec(output);
      if (line) resolve(Number(line[1]));
    });
    void exited.then(() => reject(new Error(`s3rver exited before listening: ${output}`)));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async stop() {
      child.stdin.end();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The settings that put an app's files in the test store, under a prefix of its own. */
export const s3Settings = (s3: TestS3, prefix: string) => ({
  STORAGE_URL: `s3://${s3.bucket}/${prefix}`,
  S3_ENDPOINT: s3.endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: S3RVER_KEY,
  AWS_SECRET_ACCESS_KEY: S3RVER_KEY,
  // STORAGE_URL says this is one of several processes: they share one signing secret.
  FILE_URL_SECRET: 'test-file-url-secret-shared-by-every-test-process',
  ...TEST_VAPID,
});
