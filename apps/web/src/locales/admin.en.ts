/**
 * The administrator's screens' texts (issue 45): licences, users, commissions, assigning and
 * importing leads, OYaar (the companion app), referrals and Customer Messages. Each is the English
 * written in the code, the key of admin.gu.ts and admin.hi.ts; kept apart from app.en.ts so that
 * the staff screens' catalogue and this one grow without touching each other.
 */
export const adminTexts = ['Customer Messages', 'Reminder Analytics', 'Users List'] as const;

export type AdminText = (typeof adminTexts)[number];
