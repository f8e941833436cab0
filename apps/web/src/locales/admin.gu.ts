import type { AdminText } from './admin.en';

/** The administrator's screens in Gujarati (words fixed in docs/glossary.md). */
export const adminTextsGu: Record<AdminText, string> = {
  'Customer Messages': 'ગ્રાહકોને સંદેશા',
  'Reminder Analytics': 'રિમાઇન્ડર વિશ્લેષણ',
  'Users List': 'વપરાશકર્તાઓની યાદી',
};
