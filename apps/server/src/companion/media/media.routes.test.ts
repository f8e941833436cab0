import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_MEDIA_BYTES,
  apiMessages,
  inputMessages,
  mediaMessages,
  type ApiEnvelope,
  type MediaItem,
  type PageMeta,
} from '@yaar/shared';
import type { Headers, TestApp } from '../../../test/app';
import { appWithCompanionAdmin, refusedCompanionTokens } from '../../../test/factories';
import { FILES, storedFiles, tempFiles, type UploadFile } from '../../../test/leads';
import { MEDIA_IMAGE_CSP } from './media-image.routes';

let t: TestApp, admin: Headers;
beforeAll(async () => ({ t, admin } = await appWithCompanionAdmin()));
afterAll(() => t.close());

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0a5"/></svg>',
);

function mediaForm(fields: Record<string, string>, image?: UploadFile) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image)
    form.append(
      'Image',
      new Blob([image.content], { type: image.type ?? 'image/png' }),
      image.name,
    );
  return form;
}
const insert = (form: FormData | Record<string, unknown>, headers: Headers = admin) =>
  t.inject({ method: 'POST', url: '/oyaar-api/insert-media', payload: form, headers });
const added = async (type: string, image: UploadFile, link = '') => {
  const response = await insert(mediaForm({ Type: type, Link: link }, image));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ApiEnvelope<{ id: number }>>().data!.id;
};
const list = (query = '', headers: Headers = admin) =>
  t.inject({ method: 'GET', url: `/oyaar-api/media-list${query}`, headers });
const listed = async (query = '') =>
  (await list(query)).json<ApiEnvelope<MediaItem[]> & { meta?: PageMeta }>();
const itemOf = async (id: number) => (await listed()).data!.find((item) => item.id === id)!;
const remove = (id: unknown, headers: Headers = admin) =>
  t.inject({ method: 'POST', url: '/oyaar-api/media-delete', payload: { id }, headers });
const errorsOf = (response: { json: <T>() => T }) =>
  response.json<{ errors: Record<string, string> }>().errors;
/** The image behind an item's signed URL, as an `<img>` fetches it: no bearer header. */
const image = (item: MediaItem) => t.inject({ method: 'GET', url: item.ImagePath });

describe('POST /oyaar-api/insert-media and GET /oyaar-api/media-list', () => {
  it('adds a JPEG, a PNG and an SVG, lists them newest first with signed image URLs', async () => {
    const jpeg = await added('Marketing', { name: 'offer.jpg', content: FILES.jpg }, '');
    const png = await added(
      'Scheme',
      { name: 'scheme.png', content: FILES.png },
      'https://example.com/scheme',
    );
    const svg = await added('Guide', { name: 'guide.svg', content: SVG, type: 'image/svg+xml' });

    const answer = await listed();
    expect(answer).toMatchObject({ status: 200, message: mediaMessages.list });
    expect(answer.meta).toBeUndefined();
    const ids = answer.data!.map((item) => item.id);
    expect(ids.indexOf(svg)).toBeLessThan(ids.indexOf(png));
    expect(ids.indexOf(png)).toBeLessThan(ids.indexOf(jpeg));
    expect(await itemOf(png)).toEqual({
      id: png,
      Type: 'Scheme',
      ImagePath: expect.stringMatching(
        new RegExp(`^/oyaar-api/media-image/${png}\\?expires=\\d+&signature=[\\w-]+$`),
      ) as string,
      Link: 'https://example.com/scheme',
    });

    for (const [id, type, bytes] of [
      [jpeg, 'image/jpeg', FILES.jpg],
      [png, 'image/png', FILES.png],
    ] as const) {
      const served = await image(await itemOf(id));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
    const served = await image(await itemOf(svg));
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe(MEDIA_IMAGE_CSP);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.body).toContain('<rect width="10" height="10" fill="#0a5"/>');
  });

  it('sanitises an SVG: no script, no on* handler, no outside reference', async () => {
    const hostile = Buffer.from(
      `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)" viewBox="0 0 20 20">
  <script>alert('script')</script>
  <style>@import url(https://evil.example/x.css); rect { fill: url(https://evil.example/p.svg#a); }</style>
  <foreignObject width="20" height="20"><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
  <a href="javascript:alert(2)"><circle cx="5" cy="5" r="4" onclick="alert(3)" fill="red"/></a>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <use href="#shape"/>
  <image href="http://evil.example/track.png" width="1" height="1"/>
  <rect id="shape" width="5" height="5" style="fill: blue; background: url(http://evil.example/b.png)"/>
</svg>`,
    );
    const id = await added('Guide', { name: 'hostile.svg', content: hostile });
    const served = await image(await itemOf(id));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe(MEDIA_IMAGE_CSP);
    const svg = served.body;
    for (const gone of [
      '<script',
      'alert',
      'onload',
      'onclick',
      'foreignObject',
      'javascript:',
      'evil.example',
      '@import',
    ])
      expect(svg, gone).not.toContain(gone);
    expect(svg).toContain('<circle cx="5" cy="5" r="4" fill="red"/>');
    expect(svg).toContain('<use href="#shape"/>');
    expect(svg).toContain('style="fill: blue"');
  });

  it('pages and filters by Type', async () => {
    await added('Scheme', { name: 'a.png', content: FILES.png });
    const schemes = (await listed('?Type=Scheme')).data!;
    expect(schemes.length).toBeGreaterThanOrEqual(2);
    expect(new Set(schemes.map((item) => item.Type))).toEqual(new Set(['Scheme']));
    const page = await listed('?Type=Scheme&Page=1&PageSize=1');
    expect(page.data).toEqual([schemes[0]]);
    expect(page.meta).toEqual({ total: schemes.length, page: 1, pageSize: 1 });
    const strange = await list('?Type=Poster');
    expect(strange.statusCode).toBe(422);
    expect(errorsOf(strange)).toEqual({ Type: mediaMessages.typeRequired });
  });

  it("answers the spec's messages beside the fields, and records nothing", async () => {
    const before = (await listed()).data!.length;
    const storedBefore = (await storedFiles(t.ctx)).length;
    const empty = await insert(mediaForm({}));
    expect(empty.statusCode).toBe(422);
    expect(errorsOf(empty)).toEqual({
      Type: mediaMessages.typeRequired,
      Image: mediaMessages.imageRequired,
    });
    const json = await insert({ Type: 'Guide', Image: '/etc/passwd' });
    expect(errorsOf(json)).toEqual({ Image: mediaMessages.imageType });

    const cases: [UploadFile, string][] = [
      [{ name: 'notes.pdf', content: FILES.pdf }, mediaMessages.imageType],
      // Programs renamed as images: the content decides, not the name.
      [{ name: 'setup.png', content: FILES.exe }, mediaMessages.imageType],
      [{ name: 'run.png', content: Buffer.from('#!/bin/sh\nrm -rf /\n') }, mediaMessages.imageType],
      [{ name: 'broken.svg', content: Buffer.from('<svg><rect></svg>') }, mediaMessages.imageType],
      [{ name: 'page.svg', content: Buffer.from('<html><body/></html>') }, mediaMessages.imageType],
      [
        {
          name: 'bomb.svg',
          content: Buffer.from('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>'),
        },
        mediaMessages.imageType,
      ],
    ];
    for (const [file, message] of cases) {
      const response = await insert(mediaForm({ Type: 'Guide' }, file));
      expect(response.statusCode, file.name).toBe(422);
      expect(errorsOf(response), file.name).toEqual({ Image: message });
    }

    const wrong = await insert(
      mediaForm(
        { Type: 'Poster', Link: 'javascript:alert(1)' },
        { name: 'a.png', content: FILES.png },
      ),
    );
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)).toEqual({
      Type: mediaMessages.typeRequired,
      Link: mediaMessages.linkInvalid,
    });
    const longLink = await insert(
      mediaForm(
        { Type: 'Guide', Link: `https://example.com/${'a'.repeat(500)}` },
        { name: 'a.png', content: FILES.png },
      ),
    );
    expect(errorsOf(longLink)).toEqual({ Link: mediaMessages.linkTooLong });

    expect((await listed()).data).toHaveLength(before);
    expect(await storedFiles(t.ctx)).toHaveLength(storedBefore);
    expect(tempFiles(t.ctx)).toEqual([]);
  });

  it('refuses an image of 8 MB + 1 byte with the spec message (422), takes exactly 8 MB', async () => {
    const big = Buffer.alloc(MAX_MEDIA_BYTES + 1, 0x20);
    FILES.jpg.copy(big);
    const tooBig = await insert(
      mediaForm({ Type: 'Marketing' }, { name: 'big.jpg', content: big }),
    );
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json()).toMatchObject({
      message: mediaMessages.imageSize,
      errors: { Image: mediaMessages.imageSize },
    });
    const exact = await insert(
      mediaForm(
        { Type: 'Marketing' },
        { name: 'exact.jpg', content: big.subarray(0, MAX_MEDIA_BYTES) },
      ),
    );
    expect(exact.statusCode).toBe(200);
    expect(tempFiles(t.ctx)).toEqual([]);
  });
});

describe('the image behind its signed URL', () => {
  it('refuses a changed or missing signature (403) and another media id', async () => {
    const id = await added('Guide', { name: 'g.png', content: FILES.png });
    const url = (await itemOf(id)).ImagePath;
    expect((await t.inject({ url: url.replace(/signature=.*/, 'signature=abc') })).statusCode).toBe(
      403,
    );
    expect((await t.inject({ url: url.replace(/\?.*/, '') })).statusCode).toBe(403);
    const other = url.replace(`/media-image/${id}?`, `/media-image/${id + 1}?`);
    expect((await t.inject({ url: other })).statusCode).toBe(403);
    expect(
      (await t.inject({ url: '/oyaar-api/media-image/abc?expires=1&signature=x' })).statusCode,
    ).toBe(404);
  });
});

describe('POST /oyaar-api/media-delete', () => {
  it('deletes the media and its stored image once; a second delete is a 404', async () => {
    const id = await added('Marketing', { name: 'm.png', content: FILES.png });
    const url = (await itemOf(id)).ImagePath;
    const storedBefore = (await storedFiles(t.ctx)).length;
    const deleted = await remove(id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ status: 200, message: mediaMessages.deleted });
    expect((await listed()).data!.map((item) => item.id)).not.toContain(id);
    expect(await storedFiles(t.ctx)).toHaveLength(storedBefore - 1);
    expect((await t.inject({ url })).statusCode).toBe(404);

    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ status: 404, message: mediaMessages.notFound });
    expect((await remove(2_147_483_647)).statusCode).toBe(404);
  });

  it('reads the id strictly', async () => {
    for (const strange of ['1e3', '0x10', '1.5', 0, -1, 2_147_483_648, 'abc', null, true]) {
      const response = await remove(strange);
      expect(response.statusCode, String(strange)).toBe(422);
      expect(errorsOf(response)).toEqual({ id: inputMessages.numberInvalid });
    }
  });
});

describe('who may call the media', () => {
  it("refuses staff's offers-only OYToken (403), no token and the main-API token (401)", async () => {
    const { staffOYToken, mainToken } = await refusedCompanionTokens(t);
    const id = await added('Guide', { name: 'w.png', content: FILES.png });
    const form = () => mediaForm({ Type: 'Guide' }, { name: 'x.png', content: FILES.png });
    const forbidden = { status: 403, message: apiMessages.forbidden };
    expect((await insert(form(), staffOYToken)).json()).toEqual(forbidden);
    expect((await list('', staffOYToken)).statusCode).toBe(403);
    expect((await remove(id, staffOYToken)).statusCode).toBe(403);

    for (const headers of [{}, mainToken]) {
      expect((await insert(form(), headers)).statusCode).toBe(401);
      expect((await list('', headers)).statusCode).toBe(401);
      expect((await remove(id, headers)).statusCode).toBe(401);
    }
    expect((await listed()).data!.map((item) => item.id)).toContain(id);
    expect(tempFiles(t.ctx)).toEqual([]);
  });
});
