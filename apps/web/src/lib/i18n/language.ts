import type { Catalogue, Language, MessageValues } from '@yaar/shared';
import { isLanguage, pickLanguage, translate, translateText } from '@yaar/shared';
import { loadCatalogue } from './catalogues';
import type { CataloguePart } from './catalogues';

// The language of the screens, without React (the light Sign In page uses it too; React's side is
// use-language.ts). English is the spec's texts, written in the code; Gujarati and Hindi come as
// catalogues, one language's, by a dynamic import (issue 45, docs/decisions.md).

/** The language chosen on this device (the picker), kept across visits. */
export const LANGUAGE_KEY = 'language';

let language: Language = 'en';
/** Whether the picker was used on the Sign In page: that choice then goes to the server. */
let pickedOnSignIn = false;
let catalogue: Catalogue = {};
const loadedParts = new Set<CataloguePart>();
const listeners = new Set<() => void>();

export const currentLanguage = (): Language => language;

/** `english` (a key written in the code: the spec's text, or an ICU message) in the language. */
export const t = (english: string, values?: MessageValues): string =>
  translate(catalogue, language, english, values);

/**
 * A text that arrived written out (a schema's message with its figures, a server message the
 * server left in English): its translation when the catalogue knows it, else as it is.
 */
export const translateShown = (text: string): string => translateText(catalogue, language, text);

/** The language a visit starts in: the device's choice, else the phone's languages. */
export function initialLanguage(): Language {
  const chosen = readChosenLanguage();
  return chosen ?? pickLanguage(navigator.languages ?? [navigator.language]);
}

export function readChosenLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Shows the screens in `next`: its catalogue's `part` loaded first (the light Sign In needs only
 * its own few texts, the app all of them), `<html lang>` set, every listener told.
 */
export async function applyLanguage(next: Language, part: CataloguePart): Promise<void> {
  if (isLanguageReady(next, part)) return;
  const loaded = next === 'en' ? {} : await loadCatalogue(next, part);
  if (next !== language) loadedParts.clear();
  catalogue = next === language ? { ...catalogue, ...loaded } : loaded;
  loadedParts.add(part);
  language = next;
  document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

/** Whether `next` is shown already with its `part` loaded: nothing to wait for. */
export const isLanguageReady = (next: Language, part: CataloguePart): boolean =>
  next === language && (next === 'en' || loadedParts.has(part));

/**
 * Runs `draw` once `next` is shown: at once when nothing is to be loaded (English), else after
 * its catalogue's chunk (or without it, in English, if the chunk cannot be had).
 */
export function whenLanguageShown(next: Language, part: CataloguePart, draw: () => void): void {
  if (isLanguageReady(next, part)) return draw();
  void applyLanguage(next, part)
    .catch((error: unknown) => console.error('Could not load the language', error))
    .then(draw);
}

/** The picker's choice: kept on this device and shown at once. */
export async function chooseLanguage(next: Language, part: CataloguePart): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, next);
  } catch {
    // Private mode without storage: the choice lasts this visit.
  }
  if (part === 'sign-in') pickedOnSignIn = true;
  await applyLanguage(next, part);
}

/**
 * After signing in: the language to show, and whether to keep it on the server. A pick made on
 * the Sign In page is the newest word and is kept; otherwise the user's own (kept on the server,
 * from any device) wins; otherwise this device's choice, when it made one, becomes the user's.
 */
export function languageAfterSignIn(saved: Language | null | undefined): {
  language: Language;
  save: boolean;
} {
  if (pickedOnSignIn) return { language, save: saved !== language };
  if (saved) return { language: saved, save: false };
  const chosen = readChosenLanguage();
  return { language: chosen ?? language, save: chosen !== undefined };
}

/** The language the app opens in: this device's choice, the signed-in user's, the phone's. */
export const startLanguage = (saved: Language | null | undefined): Language =>
  readChosenLanguage() ?? saved ?? initialLanguage();

export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A kit component's caption in the language when it is text (a React element is the caller's). */
export const tIfText = <T>(caption: T): T | string =>
  typeof caption === 'string' ? t(caption) : caption;
