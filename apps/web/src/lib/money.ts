import { rupeesShown, rupeesToPaise } from '@yaar/shared';

/**
 * Rupees as the API writes them ('1234.50', a credit note's '-1770.00') in the Indian format
 * ('₹1,234.50', '-₹1,770.00'); unreadable: ₹0.
 */
export const rupees = rupeesShown;

/** An amount box's text in paise: blank or unreadable counts 0. */
export const paiseOfInput = (text: string) => (text.trim() === '' ? 0 : (rupeesToPaise(text) ?? 0));
