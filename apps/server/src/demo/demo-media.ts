import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MediaType } from '@yaar/shared';
import { insertMedia } from '../companion/media/media.repository';
import { sanitiseSvg } from '../companion/media/sanitise-svg';
import type { AppContext } from '../context';
import { newStorageKey } from '../lib/storage/local-storage';
import { encodePng } from './demo-photos';

type Rgb = readonly [number, number, number];

/** A banner: a coloured board, a light band for the headline and `stripes` short bars under it. */
const banner = (color: Rgb, stripes: number) =>
  encodePng(480, 240, (x, y) => {
    if (y > 50 && y < 100 && x > 40 && x < 440) return [250, 250, 245];
    const bar = Math.floor((x - 40) / 90);
    if (y > 140 && y < 170 && bar >= 0 && bar < stripes && (x - 40) % 90 < 70) return [255, 215, 0];
    return color;
  });

/** A guide's picture: three numbered steps joined by a line. */
const GUIDE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 240">
  <rect width="480" height="240" fill="#1f4e79"/>
  <line x1="90" y1="120" x2="390" y2="120" stroke="#ffffff" stroke-width="6"/>
  <circle cx="90" cy="120" r="40" fill="#f4b400"/><circle cx="240" cy="120" r="40" fill="#0f9d58"/>
  <circle cx="390" cy="120" r="40" fill="#db4437"/>
  <text x="90" y="135" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">1</text>
  <text x="240" y="135" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">2</text>
  <text x="390" y="135" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">3</text>
</svg>`;

const DEMO_MEDIA: { type: MediaType; link: string; image: () => Buffer; svg?: true }[] = [
  {
    type: 'Marketing',
    link: 'https://oyaar.example/festive-offer',
    image: () => banner([214, 69, 65], 3),
  },
  {
    type: 'Marketing',
    link: 'https://oyaar.example/refer-a-friend',
    image: () => banner([120, 72, 160], 2),
  },
  {
    type: 'Scheme',
    link: 'https://oyaar.example/schemes/annual-plan',
    image: () => banner([46, 139, 87], 4),
  },
  {
    type: 'Scheme',
    link: 'https://oyaar.example/schemes/renewal',
    image: () => banner([234, 160, 36], 1),
  },
  {
    type: 'Guide',
    link: 'https://oyaar.example/guides/reminders',
    image: () => banner([38, 110, 180], 3),
  },
  {
    type: 'Guide',
    link: 'https://oyaar.example/guides/getting-started',
    image: () => Buffer.from(sanitiseSvg(Buffer.from(GUIDE_SVG))!),
    svg: true,
  },
];

/** Media of all three types with links, stored through the storage layer like uploads. */
export async function seedDemoMedia(ctx: AppContext, adminId: number): Promise<number> {
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'yaar-demo-media-'));
  try {
    for (const [index, media] of DEMO_MEDIA.entries()) {
      const extension = media.svg ? 'svg' : 'png';
      const source = path.join(folder, `${index}.${extension}`);
      await fsp.writeFile(source, media.image());
      const key = newStorageKey('media', extension);
      await ctx.storage.put(key, source);
      await insertMedia(ctx.db, {
        type: media.type,
        link: media.link,
        key,
        contentType: media.svg ? 'image/svg+xml' : 'image/png',
        createdBy: adminId,
      });
    }
    return DEMO_MEDIA.length;
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
}
