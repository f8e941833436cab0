import type { UserPick } from '@yaar/shared';
import { LICENCE_PRODUCTS, PAYMENT_METHODS } from '@yaar/shared';
import { Form } from 'react-bootstrap';
import { FormField } from '@/components/ui/form-field';
import { employeeOptions } from './licence-options';

export const TRANSACTION_FILTERS = {
  Product: '',
  MobileNo: '',
  EmployeeId: '',
  PaymentMethod: '',
  FromDate: '',
  ToDate: '',
};
export type TransactionFilters = typeof TRANSACTION_FILTERS;

interface TransactionsFiltersProps {
  filters: TransactionFilters;
  onChange: (changes: Partial<TransactionFilters>) => void;
  employees: readonly UserPick[] | undefined;
}

/** Product, mobile, employee, payment method and the date range; each change reloads page 1. */
export function TransactionsFilters({ filters, onChange, employees }: TransactionsFiltersProps) {
  const column = 'col-6 col-md-4 col-xl-2';
  const select = (
    key: keyof TransactionFilters,
    label: string,
    options: readonly (string | { value: number; label: string })[],
  ) => (
    <FormField id={`transactions-${key}`} label={label} className={column}>
      <Form.Select
        value={filters[key]}
        onChange={(event) => onChange({ [key]: event.target.value })}
      >
        <option value="">All</option>
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </Form.Select>
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
      <FormField id="transactions-FromDate" label="From Date" className={column}>
        <Form.Control
          type="date"
          value={filters.FromDate}
          onChange={(event) => onChange({ FromDate: event.target.value })}
        />
      </FormField>
      <FormField id="transactions-ToDate" label="To Date" className={column}>
        <Form.Control
          type="date"
          value={filters.ToDate}
          onChange={(event) => onChange({ ToDate: event.target.value })}
        />
      </FormField>
    </div>
  );
}
