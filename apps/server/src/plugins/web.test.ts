import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

const RATE_LIMIT = 5;
let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'assets', 'sign-in-Ab12Cd.js'), 'export const x = 1;');
  fs.writeFileSync(
    path.join(webDir, 'assets', 'sign-in-Ab12Cd.js.br'),
    zlib.brotliCompressSync('export const x = 1;'),
  );
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) }, { webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves index.html for its routes without caching, and hashed assets for good', async () => {
    const page = await t.inject({ method: 'GET', url: '/leads/Today' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    expect(page.headers['cache-control']).toBe('no-cache');

    const asset = await t.inject({ method: 'GET', url: '/assets/sign-in-Ab12Cd.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('is never rate-limited, while the API from the same address is', async () => {
    for (let request = 0; request < RATE_LIMIT * 3; request += 1) {
      for (const url of ['/', '/leads', '/config.js', '/assets/sign-in-Ab12Cd.js']) {
        expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
    }
    const answers = [];
    for (let request = 0; request <= RATE_LIMIT; request += 1) {
      answers.push((await t.inject({ method: 'GET', url: '/api/cities-list' })).statusCode);
    }
    expect(answers.slice(0, RATE_LIMIT).every((status) => status === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect((await t.inject({ method: 'GET', url: '/oyaar-api/docs/json' })).statusCode).toBe(429);
  });

  it('sends the precompressed build to a browser that takes brotli, and compresses API answers', async () => {
    const asset = await t.inject({
      url: '/assets/sign-in-Ab12Cd.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe('export const x = 1;');

    // Another address: the test above used up this one's API requests.
    const remoteAddress = '127.0.0.9';
    const cities = await t.inject({
      url: '/api/cities-list',
      remoteAddress,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(cities.headers['content-encoding']).toBe('gzip');
    const plain = await t.inject({ url: '/api/cities-list', remoteAddress });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zlib.gunzipSync(cities.rawPayload).toString()).toBe(plain.body);
    expect(cities.rawPayload.length).toBeLessThan(plain.body.length / 4);
  });
});
