import type { Language } from '@yaar/shared';
import { isLanguage, LANGUAGE_NAMES, LANGUAGE_PICKER_LABEL, LANGUAGES } from '@yaar/shared';
import { Form } from 'react-bootstrap';
import { chooseLanguage } from '@/lib/i18n/language';
import { useLanguage } from '@/lib/i18n/use-language';
import { saveUserLanguage } from '@/lib/i18n/user-language';

/**
 * The menu's language picker (issue 45): each language in its own script; a pick switches the
 * screens at once and is kept for the user on the server, so it follows them to another device.
 */
export function LanguagePicker({ id = 'menu-language' }: { id?: string }) {
  const language = useLanguage();
  const handleChange = (next: Language) => {
    void chooseLanguage(next, 'app').catch(console.error);
    void saveUserLanguage(next).catch((error: unknown) => console.error(error));
  };
  return (
    <Form.Group controlId={id} className="px-3 py-2">
      <Form.Label className="small mb-1">{LANGUAGE_PICKER_LABEL}</Form.Label>
      <Form.Select
        size="sm"
        value={language}
        onChange={(event) => isLanguage(event.target.value) && handleChange(event.target.value)}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
