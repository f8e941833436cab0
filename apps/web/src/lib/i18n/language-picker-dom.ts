import { isLanguage, LANGUAGE_NAMES, LANGUAGE_PICKER_LABEL, LANGUAGES } from '@yaar/shared';
import type { CataloguePart } from './catalogues';
import { chooseLanguage, currentLanguage, onLanguageChange } from './language';

/**
 * The language picker without React (the light Sign In page): a labelled select, each language
 * named in its own script. Its classes are written out here for the page's purged stylesheet.
 */
export const languagePickerMarkup = (id: string) =>
  `<div class="d-flex justify-content-center align-items-center gap-2 mb-3"><label class="form-label small mb-0" for="${id}">${LANGUAGE_PICKER_LABEL}</label><select id="${id}" class="form-select form-select-sm w-auto">${LANGUAGES.map(
    (language) =>
      `<option value="${language}" lang="${language}">${LANGUAGE_NAMES[language]}</option>`,
  ).join('')}</select></div>`;

/** The select follows the language, and a pick switches the screens at once. */
export function wireLanguagePicker(select: HTMLSelectElement, part: CataloguePart): () => void {
  const show = () => (select.value = currentLanguage());
  show();
  const handleChange = () => {
    if (isLanguage(select.value)) void chooseLanguage(select.value, part).catch(console.error);
  };
  select.addEventListener('change', handleChange);
  const stop = onLanguageChange(show);
  return () => {
    select.removeEventListener('change', handleChange);
    stop();
  };
}
