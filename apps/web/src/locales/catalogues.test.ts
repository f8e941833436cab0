import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '@yaar/shared';
import { sharedMessagesGu } from '@yaar/shared/i18n/gu';
import { adminTexts } from './admin.en';
import { adminTextsGu } from './admin.gu';
import { adminTextsHi } from './admin.hi';
import { appTexts } from './app.en';
import appGu, { appTextsGu } from './app.gu';
import appHi, { appTextsHi } from './app.hi';
import { signInTexts } from './sign-in.en';
import signInGu from './sign-in.gu';
import signInHi from './sign-in.hi';

/** Every `t('…')` written in the app's source (tests left out). */
function keysWrittenInSource(): string[] {
  const root = path.resolve(__dirname, '..');
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name)) {
        const source = readFileSync(file, 'utf8');
        for (const match of source.matchAll(/\bt\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"([^"\n]*)")/g)) {
          found.push((match[1] ?? match[2]!).replace(/\\'/g, "'"));
        }
      }
    }
  };
  walk(root);
  return found;
}

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('the catalogues (issue 45)', () => {
  it('have every text the source translates', () => {
    const known = new Set<string>([
      ...appTexts,
      ...adminTexts,
      ...signInTexts,
      ...Object.keys(sharedMessagesGu),
    ]);
    expect(keysWrittenInSource().filter((key) => !known.has(key))).toEqual([]);
  });

  it.each([
    ['gu app', appTextsGu, appTexts, /[\u0A80-\u0AFF]/],
    ['hi app', appTextsHi, appTexts, /[\u0900-\u097F]/],
    ['gu admin', adminTextsGu, adminTexts, /[\u0A80-\u0AFF]/],
    ['hi admin', adminTextsHi, adminTexts, /[\u0900-\u097F]/],
  ] as const)('%s has every text, no other, each in its script', (_part, texts, keys, script) => {
    expect(Object.keys(texts).sort()).toEqual([...keys].sort());
    for (const [english, text] of Object.entries(texts)) {
      if (!/^[A-Z]{2,3}$/.test(english)) expect(text, english).toMatch(script);
      expect(placeholders(text), english).toEqual(placeholders(english));
    }
  });

  it('keeps each text in one catalogue: the admin screens do not restate the app’s', () => {
    const app = new Set<string>(appTexts);
    expect(adminTexts.filter((text) => app.has(text))).toEqual([]);
  });

  it('gives Sign In its own small catalogue, the app the whole', () => {
    for (const catalogue of [signInGu, signInHi]) {
      expect(Object.keys(catalogue)).toEqual(expect.arrayContaining([...signInTexts]));
      expect(Object.keys(catalogue).length).toBeLessThan(20);
    }
    for (const catalogue of [appGu, appHi]) {
      expect(Object.keys(catalogue)).toEqual(
        expect.arrayContaining([...signInTexts, ...appTexts, ...adminTexts]),
      );
    }
  });

  it('takes the singular for 0 and 1 in Gujarati and Hindi', () => {
    const overdue = 'Overdue {count, plural, one {# day} other {# days}}';
    expect(formatMessage(appHi[overdue]!, { count: 1 }, 'hi')).toBe('1 दिन देर');
    expect(formatMessage(overdue, { count: 1 }, 'en')).toBe('Overdue 1 day');
    expect(formatMessage(overdue, { count: 100000 }, 'en')).toBe('Overdue 1,00,000 days');
  });
});
