import type { UserPick } from '@yaar/shared';
import { Form } from 'react-bootstrap';
import { t } from '@/lib/i18n/language';

interface EmployeeSelectProps {
  id: string;
  employees: UserPick[];
  value: string;
  onChange: (userId: string) => void;
  /** The blank choice's label ('All'); none: an employee must be picked. */
  blank?: string;
  className?: string;
}

/** The administrator's Employee pick of the map screens. */
export function EmployeeSelect({
  id,
  employees,
  value,
  onChange,
  blank,
  className,
}: EmployeeSelectProps) {
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label>{t('Employee')}</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value)}>
        {blank === undefined ? null : <option value="">{blank}</option>}
        {employees.map((user) => (
          <option key={user.id} value={user.id}>
            {user.FirstName} {user.LastName}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
