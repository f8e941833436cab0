import { Spinner as BootstrapSpinner } from 'react-bootstrap';

/** A centred loading spinner. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status">
      <BootstrapSpinner animation="border" variant="primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
