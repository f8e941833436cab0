import type { LicenceTransaction } from '@yaar/shared';
import { Modal } from 'react-bootstrap';
import { LicenceUpdateForm } from './licence-update-form';

interface TransactionViewProps {
  transaction: LicenceTransaction | null;
  onClose: () => void;
}

/** Edit on a transaction: the recorded figures, read only (a recorded transaction never changes). */
export function TransactionView({ transaction, onClose }: TransactionViewProps) {
  return (
    <Modal
      show={transaction !== null}
      onHide={onClose}
      size="lg"
      fullscreen="sm-down"
      aria-labelledby="transaction-view-title"
    >
      <Modal.Header closeButton>
        <Modal.Title as="h2" id="transaction-view-title" className="fs-5">
          {transaction
            ? `${transaction.InvoiceNo} · ${transaction.Product} · ${transaction.Name} (${transaction.MobileNo})`
            : ''}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {transaction ? (
          <>
            <p className="small text-body-secondary">
              A recorded transaction cannot be changed: delete the latest one and record it again.
            </p>
            <LicenceUpdateForm target={null} transaction={transaction} />
          </>
        ) : null}
      </Modal.Body>
    </Modal>
  );
}
