import type { Language } from './languages';

/** What a message's placeholders are filled with. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * The ICU MessageFormat subset our catalogues use, with no parser library (issue 45,
 * docs/decisions.md): `{name}` and `{count, plural, =0 {…} one {…} other {…}}`, `#` inside a
 * plural branch standing for the count (in Indian grouping). Plural categories are the
 * language's (CLDR, `Intl.PluralRules`): in Gujarati and Hindi 0 and 1 are both `one`.
 * A placeholder without a value is left as written.
 */
export function formatMessage(message: string, values: MessageValues, language: Language): string {
  if (!message.includes('{')) return message;
  let out = '';
  let at = 0;
  while (at < message.length) {
    const open = message.indexOf('{', at);
    if (open < 0) break;
    out += message.slice(at, open);
    const close = matchingBrace(message, open);
    out += formatArgument(message.slice(open + 1, close), values, language);
    at = close + 1;
  }
  return out + message.slice(at);
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`Unbalanced braces in message: ${text}`);
}

function formatArgument(argument: string, values: MessageValues, language: Language): string {
  const [name = '', kind, ...rest] = argument.split(',');
  const key = name.trim();
  const value = values[key];
  if (kind === undefined) return value === undefined ? `{${argument}}` : formatValue(value);
  if (kind.trim() !== 'plural') throw new Error(`Unsupported message argument: {${argument}}`);
  const count = Number(value);
  const branches = pluralBranches(rest.join(','));
  const branch =
    branches.get(`=${count}`) ??
    branches.get(pluralRules(language).select(count)) ??
    branches.get('other') ??
    '';
  return formatMessage(branch, values, language).replace(/#/g, formatIndianNumber(count));
}

/** `one {…} other {…}` → the branches by selector. */
function pluralBranches(text: string): Map<string, string> {
  const branches = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{', at);
    if (open < 0) break;
    const selector = text.slice(at, open).trim();
    const close = matchingBrace(text, open);
    branches.set(selector, text.slice(open + 1, close));
    at = close + 1;
  }
  return branches;
}

const rulesByLanguage = new Map<Language, Intl.PluralRules>();
function pluralRules(language: Language): Intl.PluralRules {
  let rules = rulesByLanguage.get(language);
  if (!rules) rulesByLanguage.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
}

const formatValue = (value: string | number) =>
  typeof value === 'number' ? formatIndianNumber(value) : value;

let indianNumbers: Intl.NumberFormat | undefined;
/**
 * A number as the whole app shows it in every language: Latin digits in Indian grouping
 * (1,00,000), up to two decimals.
 */
export function formatIndianNumber(value: number): string {
  indianNumbers ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  return indianNumbers.format(value);
}
