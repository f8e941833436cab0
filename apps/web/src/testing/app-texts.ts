import { appTexts, type AppText } from '@/locales/app.en';

/**
 * The English texts the catalogue (locales/app.en.ts) lists from `first` to `last`, in its order:
 * a screen's run of labels (the admin menu, the sort choices) as a test expects to see them.
 */
export function appTextsFrom(first: AppText, last: AppText): AppText[] {
  const start = appTexts.indexOf(first);
  const end = appTexts.indexOf(last);
  if (start < 0 || end < start) throw new Error(`no run of texts from “${first}” to “${last}”`);
  return appTexts.slice(start, end + 1);
}
