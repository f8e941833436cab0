import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS } from '@yaar/shared';
import {
  goodPng,
  jpegHeaderThenJunk,
  pngDeclaring,
  truncatedPng,
} from '../../../test/crafted-images';
import { FILES } from '../../../test/leads';
import { imageProblem } from './image-check';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'image-check-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
let made = 0;
const fileOf = (content: Buffer) => {
  const file = path.join(folder, `${made++}`);
  fs.writeFileSync(file, content);
  return file;
};
const pngProblem = (content: Buffer) => imageProblem(fileOf(content), 'image/png');
const jpegProblem = (content: Buffer) => imageProblem(fileOf(content), 'image/jpeg');

describe('imageProblem', () => {
  it('passes whole JPEGs and PNGs, with anything a camera appends after the end', async () => {
    expect(await jpegProblem(FILES.jpg)).toBeNull();
    expect(await jpegProblem(Buffer.concat([FILES.jpg, Buffer.from('trailer')]))).toBeNull();
    expect(await pngProblem(FILES.png)).toBeNull();
    expect(await pngProblem(goodPng())).toBeNull();
    // Not an image: nothing to decode.
    expect(await imageProblem(fileOf(FILES.pdf), 'application/pdf')).toBeNull();
  });

  it('refuses a PNG bomb by its header alone, before inflating anything', async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100);
    const started = performance.now();
    expect(await pngProblem(bomb)).toBe('too-many-pixels');
    expect(performance.now() - started).toBeLessThan(1000);
    // At the bound: the size is allowed, the data (4 bytes for 40 MP) is not.
    expect(await pngProblem(pngDeclaring(8000, MAX_IMAGE_PIXELS / 8000))).toBe('unreadable');
    expect(await pngProblem(pngDeclaring(8000, MAX_IMAGE_PIXELS / 8000 + 1))).toBe(
      'too-many-pixels',
    );
  });

  it('refuses a PNG cut short, with a changed byte, or whose data is not its size', async () => {
    expect(await pngProblem(truncatedPng())).toBe('unreadable');
    const flipped = Buffer.from(goodPng());
    flipped[60] = flipped[60]! ^ 0xff;
    expect(await pngProblem(flipped)).toBe('unreadable');
    // Two rows for a 1 × 1 image: more data than the header allows, stopped there.
    expect(await pngProblem(pngDeclaring(1, 1, Buffer.alloc(8)))).toBe('unreadable');
    // Deflated junk: not one zlib stream of the right length.
    expect(await pngProblem(pngDeclaring(2, 2, Buffer.from('junk')))).toBe('unreadable');
    expect(await pngProblem(Buffer.concat([FILES.png.subarray(0, 33), deflateSync('x')]))).toBe(
      'unreadable',
    );
  });

  it('refuses a JPEG header followed by junk, or cut before its end', async () => {
    expect(await jpegProblem(jpegHeaderThenJunk())).toBe('unreadable');
    expect(await jpegProblem(FILES.jpg.subarray(0, FILES.jpg.length - 2))).toBe('unreadable');
    expect(await jpegProblem(FILES.jpg.subarray(0, 300))).toBe('unreadable');
    // A frame of 65535 × 65535 (4.3 GP) in a file of 600 bytes.
    const huge = Buffer.from(FILES.jpg);
    const frame = huge.indexOf(Buffer.from([0xff, 0xc0]));
    huge.writeUInt16BE(0xffff, frame + 5);
    huge.writeUInt16BE(0xffff, frame + 7);
    expect(await jpegProblem(huge)).toBe('too-many-pixels');
  });
});
