/**
 * How well a name answers a typed search, lower is better, or null when it does not match:
 * 0 the whole name, 1 the name starts with it, 2 a word of the name starts with it, 3 anywhere.
 * "Surat" ranks Surat (0) above Mahuva (Surat) (2); case and surrounding spaces are ignored.
 */
export function matchRank(name: string, search: string): number | null {
  const needle = search.trim().toLowerCase();
  if (!needle) return 3;
  const hay = name.toLowerCase();
  if (hay === needle) return 0;
  if (hay.startsWith(needle)) return 1;
  const at = hay.indexOf(needle);
  if (at < 0) return null;
  const wordStart = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(needle)}`, 'u');
  return wordStart.test(hay) ? 2 : 3;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The items whose label matches, best first (exact, prefix, word prefix, anywhere), then by
 * label; at most `limit`. The order of equal labels is kept.
 */
export function rankByLabel<T>(
  items: readonly T[],
  search: string,
  labelOf: (item: T) => string,
  limit = Infinity,
): T[] {
  const ranked: { item: T; rank: number; label: string }[] = [];
  for (const item of items) {
    const label = labelOf(item);
    const rank = matchRank(label, search);
    if (rank !== null) ranked.push({ item, rank, label });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.label.localeCompare(b.label, 'en'));
  return ranked.slice(0, limit).map((entry) => entry.item);
}
