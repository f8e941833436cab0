import { Spinner as BootstrapSpinner } from 'react-bootstrap';
import { t } from '@/lib/i18n/language';

/** A centred loading spinner. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status">
      <BootstrapSpinner animation="border" variant="primary" aria-hidden="true" />
      <span className="visually-hidden">{t(label)}</span>
    </div>
  );
}
