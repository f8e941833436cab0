import { z } from 'zod';

/** Payment QR (spec 2 §2, §9; DESIGN §7): public, two UPI QR codes. */

/** The fixed amount of the first QR code (spec 2 §9), in rupees. */
export const PAYMENT_QR_FIXED_RUPEES = 1500;

export const paymentQrMessages = {
  ready: 'Payment QR codes.',
  notConfigured:
    'Payment by QR is not set up yet: the administrator has to set the UPI id (PAYMENT_UPI_ID) and payee name (PAYMENT_PAYEE_NAME).',
  shareUnsupported: 'Sharing not supported on this browser.',
} as const;

const qrCodeSchema = z.object({
  /** Rupees as text ('1500.00'), or null for the any-amount code. */
  Amount: z.string().nullable(),
  /** The `upi://pay?…` link the code holds. */
  Link: z.string(),
  /** The code as a PNG data URL. */
  Image: z.string(),
});
export const paymentQrSchema = z.object({
  PayeeName: z.string(),
  UpiId: z.string(),
  Codes: z.array(qrCodeSchema),
});
export type PaymentQr = z.infer<typeof paymentQrSchema>;

/**
 * The UPI payment link of spec 2 / DESIGN §7: `upi://pay?pa=<UPI id>&pn=<payee>&cu=INR`, with
 * `am` for a fixed amount. The '@' of the UPI id stays as it is (payment apps read it so).
 */
export function upiPaymentLink(upiId: string, payeeName: string, amountRupees?: number): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%40/g, '@');
  const amount = amountRupees === undefined ? '' : `&am=${amountRupees.toFixed(2)}`;
  return `upi://pay?pa=${encode(upiId)}&pn=${encode(payeeName)}${amount}&cu=INR`;
}
