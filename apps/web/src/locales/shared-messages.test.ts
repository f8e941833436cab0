import { describe, expect, it } from 'vitest';
import { apiMessages, languageMessages } from '@yaar/shared';
import { authMessages, signInMessages, signUpMessages } from '@yaar/shared';
import { inputMessages, lengthLimitReached, textTooLong } from '@yaar/shared';
import { followUpMessages, leadMessages, transferMessages } from '@yaar/shared';
import { leadTimelineMessages, paymentQrMessages, reminderMessages } from '@yaar/shared';
import { renewalMessages, sharedTemplates, visitMessages } from '@yaar/shared';
import { commissionMessages, licenceMessages, referralMessages } from '@yaar/shared';
import { gstr1Messages, leadBulkMessages, userAdminMessages, whatsappMessages } from '@yaar/shared';
import { analyticsMessages, announcementMessages, mediaMessages } from '@yaar/shared';
import { offerMessages, settingsMessages, versionMessages } from '@yaar/shared';
import { sharedMessagesGu } from '@yaar/shared/i18n/gu';
import { sharedMessagesHi } from '@yaar/shared/i18n/hi';
import { entryDateMessages, translate, translateText } from '@yaar/shared';
import { formatMessage } from '@yaar/shared';
import { acceptedLanguages, pickLanguage } from '@yaar/shared';

const translated = [
  signInMessages,
  signUpMessages,
  authMessages,
  leadMessages,
  transferMessages,
  followUpMessages,
  inputMessages,
  apiMessages,
  languageMessages,
  visitMessages,
  reminderMessages,
  paymentQrMessages,
  renewalMessages,
  leadTimelineMessages,
  licenceMessages,
  userAdminMessages,
  referralMessages,
  commissionMessages,
  leadBulkMessages,
  whatsappMessages,
  gstr1Messages,
  announcementMessages,
  mediaMessages,
  offerMessages,
  settingsMessages,
  versionMessages,
  analyticsMessages,
  entryDateMessages,
]
  .flatMap((messages) => Object.values(messages) as unknown[])
  // A message built from its figures (`noticesRun(sent, day)`) is no key; a file name no message.
  .filter((message): message is string => typeof message === 'string')
  .filter((message) => !message.endsWith('.xlsx'));
const templates: string[] = Object.values(sharedTemplates);

describe.each([
  ['gu', sharedMessagesGu, /[\u0A80-\u0AFF]/],
  ['hi', sharedMessagesHi, /[\u0900-\u097F]/],
] as const)('the shared messages in %s', (language, catalogue, script) => {
  it('has every message, and none that is not one', () => {
    // A constant with a figure written in (`at most ₹9,99,99,99,999.99`) is met by its template.
    const untranslated = translated.filter(
      (english) => translateText(catalogue, language, english) === english,
    );
    expect(untranslated).toEqual([]);
    const known = new Set([...translated, ...templates]);
    expect(Object.keys(catalogue).filter((english) => !known.has(english))).toEqual([]);
  });
  it('writes each in its script, keeping its placeholders', () => {
    for (const [english, text] of Object.entries(catalogue)) {
      if (english !== 'OK') expect(text, english).toMatch(script);
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(text), english).toEqual(placeholders(english));
    }
  });
});

describe('translate', () => {
  it('keeps the English texts exactly', () => {
    expect(translate(sharedMessagesGu, 'en', leadMessages.created)).toBe(
      'Lead Created successfully',
    );
  });
  it('translates a message written out with its figures', () => {
    expect(translateText(sharedMessagesGu, 'gu', textTooLong(50))).toBe(
      'કૃપા કરીને વધુમાં વધુ 50 અક્ષર લખો.',
    );
    expect(translateText(sharedMessagesHi, 'hi', lengthLimitReached(100))).toMatch(/^100 में से 100/);
    expect(translateText(sharedMessagesHi, 'hi', 'Unknown text.')).toBe('Unknown text.');
    expect(translateText(sharedMessagesHi, 'hi', renewalMessages.noticesRun(1, '29-11-2026'))).toBe(
      '29-11-2026 के लिए रिन्यूअल की 1 सूचना भेजी गई।',
    );
    expect(translateText(sharedMessagesGu, 'gu', leadBulkMessages.cellTooLong(7))).toMatch(
      /^હરોળ 7 ના /,
    );
    expect(translateText(sharedMessagesHi, 'hi', leadBulkMessages.tooFewMatch(3))).toBe(
      'सिर्फ़ 3 लीड मिलती हैं: 3 या कम लिखें।',
    );
    expect(
      translateText(sharedMessagesGu, 'gu', whatsappMessages.invoiceQueued('sms', 'YS/26-27/7')),
    ).toBe('ઇન્વૉઇસ YS/26-27/7 SMS થી મોકલવા કતારમાં છે.');
    expect(translateText(sharedMessagesGu, 'gu', entryDateMessages.tooOld('2025-04-01'))).toBe(
      'નોંધની તારીખ 01-04-2025 પહેલાંની ન હોઈ શકે, જે ગયા નાણાકીય વર્ષની શરૂઆત છે.',
    );
  });
});

describe('formatMessage', () => {
  const leads = '{count, plural, one {# lead} other {# leads}}';
  it('takes the singular for 0 and 1 in Gujarati and Hindi, the plural for 0 in English', () => {
    expect(formatMessage(leads, { count: 0 }, 'gu')).toBe('0 lead');
    expect(formatMessage(leads, { count: 1 }, 'hi')).toBe('1 lead');
    expect(formatMessage(leads, { count: 0 }, 'en')).toBe('0 leads');
    expect(formatMessage(leads, { count: 1 }, 'en')).toBe('1 lead');
  });
  it('groups numbers the Indian way', () => {
    expect(formatMessage(leads, { count: 100000 }, 'gu')).toBe('1,00,000 leads');
    expect(formatMessage('{n} in all', { n: 1234567 }, 'hi')).toBe('12,34,567 in all');
  });
  it('prefers an exact branch', () => {
    expect(formatMessage('{n, plural, =0 {none} other {#}}', { n: 0 }, 'hi')).toBe('none');
  });
});

describe('pickLanguage', () => {
  it('follows the first language of ours, by its primary tag', () => {
    expect(pickLanguage(['gu-IN', 'en-US'])).toBe('gu');
    expect(pickLanguage(['fr', 'hi'])).toBe('hi');
    expect(pickLanguage(['mr-IN'])).toBe('en');
    expect(pickLanguage(acceptedLanguages('en;q=0.5, hi-IN;q=0.9, gu;q=0'))).toBe('hi');
  });
});
