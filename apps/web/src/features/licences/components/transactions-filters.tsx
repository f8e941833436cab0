import type { UserPick } from '@yaar/shared';
import { LICENCE_PRODUCTS, PAYMENT_METHODS, licenceMessages } from '@yaar/shared';
import { FilterBar } from '@/components/ui/filter-bar';
import { employeeOptions } from '@/lib/pick-options';

export const TRANSACTION_FILTERS = {
  Product: '',
  MobileNo: '',
  EmployeeId: '',
  PaymentMethod: '',
  FromDate: '',
  ToDate: '',
};
type Key = keyof typeof TRANSACTION_FILTERS;

interface TransactionsFiltersProps {
  filters: typeof TRANSACTION_FILTERS;
  onChange: (changes: Partial<typeof TRANSACTION_FILTERS>) => void;
  employees: readonly UserPick[] | undefined;
}

/** Product, mobile, employee, payment method and the date range; each change reloads page 1. */
export const TransactionsFilters = ({ employees, ...props }: TransactionsFiltersProps) => (
  <FilterBar<Key>
    idPrefix="transactions"
    {...props}
    specs={[
      { key: 'Product', label: 'Product', options: LICENCE_PRODUCTS },
      { key: 'MobileNo', label: 'Mobile No', type: 'mobile' },
      { key: 'EmployeeId', label: 'Employee', options: employeeOptions(employees) },
      { key: 'PaymentMethod', label: 'Payment Method', options: PAYMENT_METHODS },
      { key: 'FromDate', label: 'From Date', type: 'date' },
      {
        key: 'ToDate',
        label: 'To Date',
        type: 'date',
        notBefore: { key: 'FromDate', message: licenceMessages.dateOrder },
      },
    ]}
  />
);
