import { describe, expect, it } from 'vitest';
import {
  fitVar,
  gsm7Length,
  SMS_VAR_MAX,
  smsOf,
  smsTemplates,
  type SmsKind,
} from './sms-templates';

const longest = 'W'.repeat(60);
const longestValues: Record<SmsKind, Record<string, string>> = {
  otp: { code: '999999' },
  renewal: { product: longest, expiry: '31-12-2026', amount: '99,99,99,999.99' },
  renewalUpi: { product: longest, expiry: '31-12-2026', amount: '99,99,99,999.99', upi: longest },
  invoice: { invoiceNo: longest, amount: '99,99,99,999.99', date: '31-12-2026' },
};

describe('SMS templates', () => {
  it.each(Object.keys(smsTemplates) as SmsKind[])(
    '%s fits one GSM-7 SMS (160) even with every variable at its 30-character limit',
    (kind) => {
      const { text, vars } = smsOf(kind, longestValues[kind] as never);
      expect(gsm7Length(text)).not.toBeNull();
      expect(gsm7Length(text)).toBeLessThanOrEqual(160);
      for (const value of vars) expect(value.length).toBeLessThanOrEqual(SMS_VAR_MAX);
    },
  );

  it('fills the variables in order, the text matching the registered template', () => {
    const { text, vars } = smsOf('renewalUpi', {
      product: 'Yaar Billing',
      expiry: '27-12-2026',
      amount: '1,770.00',
      upi: 'yaar@okaxis',
    });
    expect(vars).toEqual(['Yaar Billing', '27-12-2026', '1,770.00', 'yaar@okaxis']);
    expect(text).toBe(
      'Your Yaar Billing licence expires on 27-12-2026. Renew for Rs 1,770.00 incl. GST: pay by UPI to yaar@okaxis. -Yaar',
    );
  });

  it('cuts a long value at a word within 30 characters, or hard when there is no word', () => {
    expect(fitVar('Yaar Accounting and Inventory Enterprise Edition')).toBe(
      'Yaar Accounting and Inventory',
    );
    expect(fitVar(longest)).toBe('W'.repeat(30));
    expect(fitVar('  spaced\n  out ')).toBe('spaced out');
  });

  it('counts GSM-7 extension characters twice and refuses what needs Unicode', () => {
    expect(gsm7Length('Rs 100')).toBe(6);
    expect(gsm7Length('€5')).toBe(3);
    expect(gsm7Length('₹5')).toBeNull();
  });
});
