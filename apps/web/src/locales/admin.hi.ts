import type { AdminText } from './admin.en';

/** The administrator's screens in Hindi (words fixed in docs/glossary.md). */
export const adminTextsHi: Record<AdminText, string> = {
  'Customer Messages': 'ग्राहकों को संदेश',
  'Reminder Analytics': 'रिमाइंडर विश्लेषण',
  'Users List': 'उपयोगकर्ता सूची',
};
