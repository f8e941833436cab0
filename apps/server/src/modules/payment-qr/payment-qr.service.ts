import QRCode from 'qrcode';
import { PAYMENT_QR_FIXED_RUPEES, upiPaymentLink, type PaymentQr } from '@yaar/shared';
import type { AppConfig } from '../../env';

/** Big enough to scan from a phone held out to a customer (the screen shows it at up to 320 px). */
const QR_PIXELS = 640;

/** The two codes (₹1,500, any amount), made once per configuration and kept: they never change. */
let made: { key: string; codes: PaymentQr } | undefined;

export async function paymentQrCodes(
  config: Pick<AppConfig, 'PAYMENT_UPI_ID' | 'PAYMENT_PAYEE_NAME'>,
): Promise<PaymentQr | null> {
  const { PAYMENT_UPI_ID: upiId, PAYMENT_PAYEE_NAME: payee } = config;
  if (!upiId || !payee) return null;
  const key = `${upiId}\n${payee}`;
  if (made?.key === key) return made.codes;
  const code = async (amount?: number) => {
    const link = upiPaymentLink(upiId, payee, amount);
    const image = await QRCode.toDataURL(link, {
      width: QR_PIXELS,
      margin: 2,
      errorCorrectionLevel: 'M',
    });
    return { Amount: amount === undefined ? null : amount.toFixed(2), Link: link, Image: image };
  };
  const codes = {
    PayeeName: payee,
    UpiId: upiId,
    Codes: [await code(PAYMENT_QR_FIXED_RUPEES), await code()],
  };
  made = { key, codes };
  return codes;
}
