import { formatRupees, rupeesToPaise } from '@yaar/shared';

/** Rupees as the API writes them ('1234.50') in the Indian format ('₹1,234.50'); unreadable: ₹0. */
export const rupees = (text: string) => formatRupees(rupeesToPaise(text) ?? 0);

/** An amount box's text in paise: blank or unreadable counts 0. */
export const paiseOfInput = (text: string) => (text.trim() === '' ? 0 : (rupeesToPaise(text) ?? 0));
