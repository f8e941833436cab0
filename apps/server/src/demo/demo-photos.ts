import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { newStorageKey } from '../lib/storage/local-storage';
import { intArray, textArray } from '../db/sql-arrays';

type Rgb = readonly [number, number, number];

const PALETTE: readonly Rgb[] = [
  [214, 69, 65],
  [38, 110, 180],
  [234, 160, 36],
  [46, 139, 87],
  [120, 72, 160],
  [25, 25, 112],
];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG, `width`×`height`, each pixel from `paint`. */
export function encodePng(
  width: number,
  height: number,
  paint: (x: number, y: number) => Rgb,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) raw.set(paint(x, y), row + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A shop sign: a coloured board with a lighter band for the name and a dark frame. */
const hoarding = (color: Rgb) =>
  encodePng(320, 200, (x, y) => {
    if (x < 6 || y < 6 || x > 313 || y > 193) return [40, 40, 40];
    if (y > 70 && y < 120 && x > 30 && x < 290) return [250, 250, 245];
    return color;
  });

/** A visiting card: white, a coloured stripe and grey lines for the text. */
const card = (color: Rgb, back: boolean) =>
  encodePng(300, 170, (x, y) => {
    if (back ? y > 140 : x < 24) return color;
    const line = (y - 40) % 28;
    if (y > 40 && y < 140 && line < 6 && x > 50 && x < (back ? 250 : 220)) return [150, 150, 150];
    return [255, 255, 255];
  });

/**
 * Photos for the demo leads, stored through the storage layer like an upload: a Hoarding on every
 * lead, a Visiting Card Front on two in three, a Back on one in three.
 */
export async function addDemoPhotos(ctx: AppContext, leadIds: readonly number[]): Promise<number> {
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'yaar-demo-photos-'));
  try {
    const images = {
      hoarding: PALETTE.map((color) => hoarding(color)),
      front: PALETTE.map((color) => card(color, false)),
      back: PALETTE.map((color) => card(color, true)),
    };
    let made = 0;
    const store = async (image: Buffer) => {
      const source = path.join(folder, `${made++}.png`);
      await fsp.writeFile(source, image);
      const key = newStorageKey('leads', 'png');
      await ctx.storage.put(key, source);
      return key;
    };
    const rows = {
      id: [] as number[],
      hoarding: [] as string[],
      front: [] as (string | null)[],
      back: [] as (string | null)[],
    };
    for (const [index, id] of leadIds.entries()) {
      const look = index % PALETTE.length;
      rows.id.push(id);
      rows.hoarding.push(await store(images.hoarding[look]!));
      rows.front.push(index % 3 !== 0 ? await store(images.front[look]!) : null);
      rows.back.push(index % 3 === 1 ? await store(images.back[look]!) : null);
    }
    await ctx.db.execute(sql`
      update leads set hoarding_key = p.hoarding, v_front_key = p.front, v_back_key = p.back
      from unnest(${intArray(rows.id)}, ${textArray(rows.hoarding)},
                  ${sql.param(rows.front)}::text[], ${sql.param(rows.back)}::text[]) as p(id, hoarding, front, back)
      where leads.id = p.id`);
    return made;
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
}
