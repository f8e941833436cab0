import { createHash } from 'node:crypto';
import subsetFont from 'subset-font';
import type { OutputAsset } from 'rolldown';
import type { Plugin } from 'vite';

/** `content:"…"` of the icon rules: a private-use character, raw or escaped (`\f102`). */
const ICON_CONTENT = /content:\s*"(\\[0-9a-fA-F]{4,6}|[\uE000-\uF8FF])"/g;

const glyphOf = (value: string) =>
  value.startsWith('\\') ? String.fromCodePoint(parseInt(value.slice(1), 16)) : value;

const isAsset = (file: unknown): file is OutputAsset =>
  typeof file === 'object' && file !== null && (file as OutputAsset).type === 'asset';

/**
 * The Bootstrap Icons font cut down to the icons the (purged) CSS still names: about 130 KB of
 * woff2 becomes a few KB. Runs on the built bundle, after the CSS is final.
 */
export function subsetIconFont(): Plugin {
  return {
    name: 'yaar-subset-icons',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const files = Object.values(bundle).filter(isAsset);
      const glyphs = new Set<string>();
      for (const file of files.filter((asset) => asset.fileName.endsWith('.css'))) {
        for (const match of String(file.source).matchAll(ICON_CONTENT))
          glyphs.add(glyphOf(match[1]!));
      }
      if (glyphs.size === 0) return;
      const text = [...glyphs].join('');
      const version = createHash('sha256').update(text).digest('hex').slice(0, 10);
      for (const font of files.filter((asset) =>
        /bootstrap-icons.*\.woff2?$/.test(asset.fileName),
      )) {
        const format = font.fileName.endsWith('.woff2') ? 'woff2' : 'woff';
        font.source = await subsetFont(Buffer.from(font.source), text, { targetFormat: format });
        // Same file name, new glyphs: the CSS asks for it under a new address (cached for good).
        const name = font.fileName.split('/').pop()!;
        const reference = new RegExp(`${name.replace(/[.]/g, '\\.')}(\\?[^"')]*)?`, 'g');
        for (const css of files.filter((asset) => asset.fileName.endsWith('.css'))) {
          css.source = String(css.source).replace(reference, `${name}?v=${version}`);
        }
      }
    },
  };
}
