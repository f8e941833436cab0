import type { LicenceTransaction } from '@yaar/shared';
import { Dropdown } from 'react-bootstrap';

interface TransactionActionsProps {
  transaction: LicenceTransaction;
  onEdit: (transaction: LicenceTransaction) => void;
  onDelete: (transaction: LicenceTransaction) => void;
  onPrint: (transaction: LicenceTransaction) => void;
}

/** The Action menu of a licence transaction (spec 2 §2): Edit, Delete, Print Bill. */
export function TransactionActions({
  transaction,
  onEdit,
  onDelete,
  onPrint,
}: TransactionActionsProps) {
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="outline-primary"
        size="sm"
        id={`transaction-actions-${transaction.id}`}
        aria-label={`Action for ${transaction.InvoiceNo}`}
      >
        Action
      </Dropdown.Toggle>
      <Dropdown.Menu popperConfig={{ strategy: 'fixed' }}>
        <Dropdown.Item as="button" onClick={() => onEdit(transaction)}>
          <i className="bi bi-pencil-square me-2" aria-hidden="true" />
          Edit
        </Dropdown.Item>
        <Dropdown.Item as="button" onClick={() => onDelete(transaction)}>
          <i className="bi bi-trash me-2" aria-hidden="true" />
          Delete
        </Dropdown.Item>
        <Dropdown.Item as="button" onClick={() => onPrint(transaction)}>
          <i className="bi bi-printer me-2" aria-hidden="true" />
          Print Bill
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
