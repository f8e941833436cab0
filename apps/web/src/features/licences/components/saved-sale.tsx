import { Button } from 'react-bootstrap';
import type { Success } from '@/components/ui/action-toast';
import { t } from '@/lib/i18n/language';

/**
 * The sale just saved, with its Print Bill, under the form until the next search or sale: the
 * toast's button goes with the toast, this one stays.
 */
export function SavedSale({ sale }: { sale?: Success }) {
  if (!sale || typeof sale === 'string') return null;
  // The label ends with the invoice number in every language ('Print Bill YB/26-27/00012').
  const invoiceNo = sale.action.label.split(' ').at(-1);
  return (
    <div
      className="d-flex flex-wrap align-items-center gap-2 border rounded bg-body-tertiary p-2 my-3"
      role="status"
      data-testid="licence-saved-sale"
    >
      <span>
        {t('Saved: invoice')} <strong>{invoiceNo}</strong>
      </span>
      <Button size="sm" variant="outline-primary" onClick={sale.action.onClick}>
        <i className={`bi ${sale.action.icon} me-2`} aria-hidden="true" />
        {t('Print Bill')}
      </Button>
    </div>
  );
}
