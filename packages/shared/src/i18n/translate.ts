import type { MessageValues } from './format-message';
import { formatMessage } from './format-message';
import type { Language } from './languages';

/**
 * A language's catalogue: the English text (an ICU message, the spec's text exactly) → its
 * translation (an ICU message too). English has no catalogue: its keys are its texts.
 */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * `english` in `language`: its translation in `catalogue`, formatted with `values`; the English
 * itself (formatted) when the language is English or the catalogue lacks it. The one rule of the
 * web app's screens and the API's messages (issue 45).
 */
export function translate(
  catalogue: Catalogue | undefined,
  language: Language,
  english: string,
  values?: MessageValues,
): string {
  const translated = language === 'en' ? undefined : catalogue?.[english];
  // Without values a text is shown as it is: braces in it are its own (a name, a note).
  if (!values) return translated ?? english;
  return formatMessage(translated ?? english, values, translated ? language : 'en');
}

interface Template {
  pattern: RegExp;
  names: string[];
  translation: string;
}

const templatesOf = new WeakMap<Catalogue, Template[]>();

/** The catalogue's keys with simple `{name}` placeholders, as patterns matching their English. */
function templates(catalogue: Catalogue): Template[] {
  let found = templatesOf.get(catalogue);
  if (found) return found;
  found = [];
  for (const [english, translation] of Object.entries(catalogue)) {
    if (!/\{\w+\}/.test(english) || /\{\w+,/.test(english)) continue;
    const names: string[] = [];
    const source = english
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '(.+?)';
      })
      .join('');
    found.push({ pattern: new RegExp(`^${source}$`), names, translation });
  }
  templatesOf.set(catalogue, found);
  return found;
}

/**
 * A message already written out in English (a server answer, a schema's message with its
 * figures in it) in `language`: its catalogue entry when the text is a key, else the entry whose
 * template it fills (`Please enter at most {max} characters.`), with the same values; the text
 * as it is when none matches.
 */
export function translateText(
  catalogue: Catalogue | undefined,
  language: Language,
  text: string,
): string {
  if (language === 'en' || !catalogue) return text;
  const exact = catalogue[text];
  if (exact !== undefined) return exact;
  for (const template of templates(catalogue)) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!]));
    return formatMessage(template.translation, values, language);
  }
  return text;
}
