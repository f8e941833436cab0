import type { LicenceTransaction } from '@yaar/shared';
import { licenceMessages } from '@yaar/shared';
import { rupees } from '@/lib/money';
import { dateColumn, twoLines, withBadge, type DataTableColumn } from '@/components/ui/data-table';

export const transactionsColumns: DataTableColumn<LicenceTransaction>[] = [
  dateColumn('date', 'Entry Date', (t) => t.EntryDate),
  {
    id: 'invoice',
    header: 'Invoice No',
    cell: (t) => withBadge(t.InvoiceNo, t.CancelledAt && licenceMessages.cancelled),
    className: 'text-nowrap',
  },
  { id: 'product', header: 'Product', cell: (t) => twoLines(t.Product, t.TranType) },
  { id: 'employee', header: 'Employee Name', cell: (t) => t.EmployeeName || '—' },
  { id: 'name', header: 'Name', cell: (t) => t.Name },
  // Digits and ₹ amounts do not break; their headers may, so the table fits beside the menu.
  { id: 'mobile', header: 'Mobile No', cell: (t) => t.MobileNo },
  { id: 'total', header: 'Total Charges', cell: (t) => rupees(t.TotalCharges) },
  { id: 'method', header: 'Payment Method', cell: (t) => t.PaymentMethod || '—' },
];
