import { z } from 'zod';
import { optionalText, requiredDate } from './common';
import { MAX_MONEY_PAISE, rupeesToPaise } from './licence-money';

/**
 * An amount of rupees as a form or JSON sends it ('1,500', 1500, '₹1,500.50'), as integer paise,
 * from `min` paise up; `message` for anything else.
 */
export const rupeesField = (message: string, { min }: { min: number }) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, context) => {
    const paise = rupeesToPaise(value);
    if (paise === undefined || paise < min || paise > MAX_MONEY_PAISE) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return paise;
  });

/** One of `choices`, trimmed; `message` for anything else (a payment method, a status). */
export const choiceField = <const T extends readonly [string, ...string[]]>(
  choices: T,
  message: string,
) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.enum(choices, { error: message }),
  );

/** What every payment of a ledger shows (spec 2 §3), beside its amount under the ledger's name. */
export const paymentRowShape = {
  id: z.number(),
  EntryDate: z.string(),
  PaymentMethod: z.string(),
  Remarks: z.string(),
};

/** The messages of a payment's own fields, each ledger's (spec 2 §5). */
export interface PaymentFieldMessages {
  entryDateRequired: string;
  amountInvalid: string;
  paymentMethodRequired: string;
  remarksTooLong: string;
}

/**
 * How the business pays a person (an employee's commission, a referrer's: spec 2 §7 and §9): in
 * money only.
 */
export const PAYOUT_METHODS = ['Cash', 'NEFT', 'UPI'] as const;

/**
 * A payment's own fields (spec 2 §7: Entry Date, Amount from ₹0.01, one of the ledger's payment
 * methods, Remarks up to 500 characters), with the ledger's methods and messages.
 */
export const paymentFields = <const T extends readonly [string, ...string[]]>(
  methods: T,
  messages: PaymentFieldMessages,
) => ({
  EntryDate: requiredDate(messages.entryDateRequired),
  Amount: rupeesField(messages.amountInvalid, { min: 1 }),
  PaymentMethod: choiceField(methods, messages.paymentMethodRequired),
  Remarks: optionalText(500, messages.remarksTooLong),
});
