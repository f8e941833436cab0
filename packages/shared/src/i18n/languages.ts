// No zod here: the light Sign In page reads the languages and their names (issue 45).

/** The app's languages: English (the spec's texts, the default), Gujarati, Hindi. */
export const LANGUAGES = ['en', 'gu', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own script, as the picker lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  gu: 'ગુજરાતી',
  hi: 'हिन्दी',
};

/** The picker's label, in all three languages, so a reader of any finds it. */
export const LANGUAGE_PICKER_LABEL = 'Language / ભાષા / भाषा';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of `tags` (BCP 47, best first: `navigator.languages`, or an `Accept-Language`
 * header's ranges in order) that names one of ours, by its primary subtag (`gu-IN` → gu);
 * English when none does.
 */
export function pickLanguage(tags: readonly string[] | undefined): Language {
  for (const tag of tags ?? []) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** An `Accept-Language` header's ranges, best first (q-values honoured, `q=0` dropped). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { range: range.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.range && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.range);
}

/** The user's language on the server (issue 45): kept with the user, returned at login. */
export const languagePaths = { userLanguage: '/user-language' } as const;

export const languageMessages = {
  saved: 'Language saved.',
  invalid: 'Please choose English, Gujarati or Hindi.',
} as const;
