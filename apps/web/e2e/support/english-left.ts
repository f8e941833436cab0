import type { Page } from '@playwright/test';

/** Latin words a Gujarati or Hindi screen may show: names, the picker's own, acronyms, units. */
const ALLOWED = new Set([
  // the product and its lines (names)
  'Yaar',
  'Back',
  'Office',
  'VahanYaar',
  'BuildYaar',
  'OYaar',
  'OY',
  // the picker: its label and English named in English
  'Language',
  'English',
  // a keyboard shortcut's key (the toasts' region: Alt+T)
  'Alt',
  // acronyms and units the glossary keeps in Latin letters
  'GST',
  'OTP',
  'PUC',
  'RTO',
  'AMC',
  'CNG',
  'JPG',
  'PNG',
  'PDF',
  'MB',
  'QR',
  'UPI',
  'AC',
  // places (names)
  'Ahmedabad',
  'Gujarat',
]);

/**
 * The English words left on the screen (its text as read, with the labels and placeholders a
 * screen reader or a finger meets), less names, numbers and the allowed words above and `names`.
 */
export async function englishLeft(page: Page, names: string[]): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')]
      .filter(
        (element) =>
          element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"]'),
      )
      .flatMap((element) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map(
          (name) => element.getAttribute(name) ?? '',
        ),
      );
    return [document.body.innerText, ...attributes].join('\n');
  });
  let text = shown;
  for (const name of names) text = text.split(name).join(' ');
  text = text.replace(/\S+@\S+/g, ' ');
  const words = text.match(/[A-Za-z]{2,}/g) ?? [];
  return [...new Set(words.filter((word) => !ALLOWED.has(word)))];
}
