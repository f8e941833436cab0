import type { LicenceTransaction, UserPick } from '@yaar/shared';
import { licenceMessages } from '@yaar/shared';
import { useState } from 'react';
import { Card, Modal } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { DataTable } from '@/components/ui/data-table';
import { loadFailure } from '@/components/ui/error-state';
import { ListPagination } from '@/components/ui/pagination';
import { useListQuery } from '@/hooks/use-list-query';
import { confirmAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/form-errors';
import { downloadInvoice, useDeleteTransaction, useTransactions } from '../api/licences';
import { withoutBlanks } from './licence-options';
import { LicenceUpdateForm } from './licence-update-form';
import { TransactionActions } from './transaction-actions';
import { money, transactionsColumns } from './transactions-columns';
import { TRANSACTION_FILTERS, TransactionsFilters } from './transactions-filters';

/** License Transactions (spec 2 §2): filters, the table (cards on phones), Edit / Delete / Print Bill. */
export function TransactionsList({ employees }: { employees: readonly UserPick[] | undefined }) {
  const list = useListQuery({ defaults: TRANSACTION_FILTERS, pageSize: 25 });
  const query = {
    ...withoutBlanks(list.query.filters),
    Page: list.query.page,
    PageSize: list.query.pageSize,
  };
  const transactions = useTransactions(query);
  const deleteMutation = useDeleteTransaction();
  const [viewing, setViewing] = useState<LicenceTransaction | null>(null);

  const handleDelete = async (transaction: LicenceTransaction) => {
    const confirmed = await confirmAlert({
      title: 'Are you sure?',
      text: `Delete transaction ${transaction.InvoiceNo} of ${transaction.Name} (${money(transaction.TotalCharges)})?`,
      confirmButtonText: 'Yes, Delete',
      cancelButtonText: 'Cancel',
    });
    if (!confirmed) return;
    try {
      await deleteMutation.mutateAsync(transaction.id);
      toast.success(licenceMessages.transactionDeleted);
    } catch (error) {
      if (isApiError(error) && error.alerted) return;
      const reason = isApiError(error) ? error.message : '';
      toast.error(
        <div>
          <div>{licenceMessages.deleteFailed}</div>
          {reason ? <div className="small mt-1">{reason}</div> : null}
        </div>,
      );
    }
  };
  const handlePrint = (transaction: LicenceTransaction) => {
    downloadInvoice(transaction).catch(toastApiError);
  };
  const actionsOf = (transaction: LicenceTransaction) => (
    <TransactionActions
      transaction={transaction}
      onEdit={setViewing}
      onDelete={(t) => void handleDelete(t)}
      onPrint={handlePrint}
    />
  );
  const meta = transactions.isError ? null : transactions.data?.meta;

  return (
    <section className="section">
      <Card>
        <Card.Body className="p-2 p-sm-3">
          <TransactionsFilters
            filters={list.filters}
            onChange={list.setFilters}
            employees={employees}
          />
          <DataTable
            columns={transactionsColumns}
            rows={transactions.data?.rows}
            rowKey={(row) => row.id}
            loading={transactions.isPending || transactions.isPlaceholderData}
            emptyText="No transactions found."
            error={loadFailure('the transactions', transactions)}
            rowActions={{ header: 'Action', render: actionsOf }}
            cardsLabel="Transactions"
          />
          {meta ? (
            <ListPagination
              meta={meta}
              rowsOnPage={transactions.data?.rows.length ?? 0}
              onPageChange={list.setPage}
            />
          ) : null}
        </Card.Body>
      </Card>
      <Modal
        show={viewing !== null}
        onHide={() => setViewing(null)}
        size="lg"
        fullscreen="sm-down"
        aria-labelledby="transaction-view-title"
      >
        <Modal.Header closeButton>
          <Modal.Title as="h2" id="transaction-view-title" className="fs-5">
            {viewing
              ? `${viewing.InvoiceNo} · ${viewing.Product} · ${viewing.Name} (${viewing.MobileNo})`
              : ''}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {viewing ? (
            <>
              <p className="small text-body-secondary">
                A recorded transaction cannot be changed: delete the latest one and record it again.
              </p>
              <LicenceUpdateForm target={null} transaction={viewing} />
            </>
          ) : null}
        </Modal.Body>
      </Modal>
    </section>
  );
}
