import type { UserPick } from '@yaar/shared';
import { LICENCE_PRODUCTS, PAYMENT_METHODS } from '@yaar/shared';
import { Form } from 'react-bootstrap';
import { FilterSelect } from '@/components/ui/filter-select';
import { FormField } from '@/components/ui/form-field';
import { employeeOptions } from '@/lib/pick-options';

export const TRANSACTION_FILTERS = {
  Product: '',
  MobileNo: '',
  EmployeeId: '',
  PaymentMethod: '',
  FromDate: '',
  ToDate: '',
};
type TransactionFilters = typeof TRANSACTION_FILTERS;

interface TransactionsFiltersProps {
  filters: TransactionFilters;
  onChange: (changes: Partial<TransactionFilters>) => void;
  employees: readonly UserPick[] | undefined;
}

const column = 'col-6 col-md-4 col-xl-2';

/** Product, mobile, employee, payment method and the date range; each change reloads page 1. */
export function TransactionsFilters({ filters, onChange, employees }: TransactionsFiltersProps) {
  const select = (key: keyof TransactionFilters, label: string, options: Options) => (
    <FilterSelect
      id={`transactions-${key}`}
      label={label}
      className={column}
      value={filters[key]}
      onChange={(value) => onChange({ [key]: value })}
      options={options}
    />
  );
  const date = (key: 'FromDate' | 'ToDate', label: string) => (
    <FormField id={`transactions-${key}`} label={label} className={column}>
      <Form.Control
        type="date"
        value={filters[key]}
        onChange={(event) => onChange({ [key]: event.target.value })}
      />
    </FormField>
  );
  return (
    <div className="row g-2 mb-3">
      {select('Product', 'Product', LICENCE_PRODUCTS)}
      <FormField id="transactions-MobileNo" label="Mobile No" className={column}>
        <Form.Control
          inputMode="numeric"
          maxLength={10}
          defaultValue={filters.MobileNo}
          onChange={(event) => {
            const value = event.target.value.replace(/\D/g, '');
            if (value.length === 0 || value.length === 10) onChange({ MobileNo: value });
          }}
          placeholder="10 digits"
        />
      </FormField>
      {select('EmployeeId', 'Employee', employeeOptions(employees))}
      {select('PaymentMethod', 'Payment Method', PAYMENT_METHODS)}
      {date('FromDate', 'From Date')}
      {date('ToDate', 'To Date')}
    </div>
  );
}

type Options = Parameters<typeof FilterSelect>[0]['options'];
