import { describe, expect, it } from 'vitest';
import { smsOf } from './sms-templates';
import { templateParams, whatsappTemplates } from './whatsapp-templates';

describe('WhatsApp templates to register', () => {
  it.each(Object.entries(whatsappTemplates))(
    '%s numbers its parameters 1…n, as many as the app sends, within Meta’s limits',
    (_kind, template) => {
      expect(templateParams(template.body)).toEqual(template.params.map((_, index) => index + 1));
      expect(template.example).toHaveLength(template.params.length);
      expect(template.body.length).toBeLessThanOrEqual(1024);
      expect(template.footer.length).toBeLessThanOrEqual(60);
      expect(template.suggestedName).toMatch(/^[a-z0-9_]{1,512}$/);
    },
  );

  it('the renewal template takes the renewal SMS’s first three variables', () => {
    const sms = smsOf('renewal', { product: 'OYaar', expiry: '02-01-2027', amount: '1,770.00' });
    expect(sms.vars).toEqual([...whatsappTemplates.renewal.example]);
  });
});
