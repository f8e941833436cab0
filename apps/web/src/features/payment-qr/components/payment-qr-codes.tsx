import { Button, Card, Spinner } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { paymentQrMessages, type PaymentQr } from '@yaar/shared';
import { ErrorState } from '@/components/ui/error-state';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n/language';
import { rupees } from '@/lib/money';
import { usePaymentQr } from '../api/get-payment-qr';

type Code = PaymentQr['Codes'][number];

const captionOf = (code: Code) => (code.Amount === null ? t('Any amount') : rupees(code.Amount));
const fileNameOf = (code: Code) =>
  code.Amount === null
    ? 'payment-qr-any-amount.png'
    : `payment-qr-${code.Amount.split('.')[0]}.png`;

/** The PNG of a data URL as a file (no fetch: the page's policy allows no data: connections). */
function pngFile(dataUrl: string, name: string): File {
  const bytes = Uint8Array.from(atob(dataUrl.split(',')[1] ?? ''), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

async function share(code: Code, payee: string) {
  const file = pngFile(code.Image, fileNameOf(code));
  const data = {
    files: [file],
    title: t('Pay {payee}', { payee }),
    text: t('{amount} to {payee} by UPI', { amount: captionOf(code), payee }),
  };
  if (typeof navigator.share !== 'function' || !navigator.canShare?.(data)) {
    toast.warning(t(paymentQrMessages.shareUnsupported));
    return;
  }
  try {
    await navigator.share(data);
  } catch (error) {
    if ((error as Error).name !== 'AbortError')
      toast.warning(t(paymentQrMessages.shareUnsupported));
  }
}

function QrCard({ code, payee }: { code: Code; payee: string }) {
  const caption = captionOf(code);
  return (
    <Card className="h-100 text-center">
      <Card.Body className="d-flex flex-column align-items-center gap-2">
        <Card.Title as="h2" className="h5 mb-0">
          {caption}
        </Card.Title>
        <img
          src={code.Image}
          alt={t('UPI QR code: pay {amount} to {payee}', { amount: caption, payee })}
          className="payment-qr-image"
          width={320}
          height={320}
        />
        <div className="d-flex gap-2 flex-wrap justify-content-center">
          <Button variant="primary" onClick={() => void share(code, payee)}>
            <i className="bi bi-share me-1" aria-hidden="true" />
            {t('Share')}
          </Button>
          <a className="btn btn-outline-primary" href={code.Image} download={fileNameOf(code)}>
            <i className="bi bi-download me-1" aria-hidden="true" />
            {t('Download')}
          </a>
        </div>
      </Card.Body>
    </Card>
  );
}

/** The two UPI QR codes (₹1,500 and any amount) with the payee, each to share or download. */
export function PaymentQrCodes() {
  const query = usePaymentQr();
  if (query.isPending) return <Spinner role="status" aria-label={t('Loading the QR codes')} />;
  if (query.isError) {
    const notSetUp = query.error instanceof ApiError && query.error.status === 404;
    if (notSetUp)
      return <p className="alert alert-warning">{t(paymentQrMessages.notConfigured)}</p>;
    return (
      <ErrorState what="the QR codes" error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const { PayeeName, UpiId, Codes } = query.data;
  return (
    <>
      <p className="mb-3">
        {/* The sentence in the language, the payee in bold and the UPI id unbroken in it. */}
        {t('Pay {payee} by UPI ({upi}): scan with any UPI app.')
          .split(/(\{payee\}|\{upi\})/)
          .map((part, index) =>
            part === '{payee}' ? (
              <strong key={index}>{PayeeName}</strong>
            ) : part === '{upi}' ? (
              <span key={index} className="text-nowrap">
                {UpiId}
              </span>
            ) : (
              part
            ),
          )}
      </p>
      <div className="row g-3">
        {Codes.map((code) => (
          <div key={code.Link} className="col-12 col-md-6">
            <QrCard code={code} payee={PayeeName} />
          </div>
        ))}
      </div>
    </>
  );
}
