import type { StatusCatalogue } from '@yaar/shared';
import { Form } from 'react-bootstrap';
import { FormField } from './form-field';
import { t } from '@/lib/i18n/language';

interface StatusFieldsProps {
  /** Prefix of the two controls' ids. */
  id: string;
  catalogue: StatusCatalogue;
  mainStatus: string;
  /** The picked sub status: its StatusId, or '' for none. */
  statusId: number | '';
  /** Picking a main status resets the sub status (spec 1 §4): the caller clears it. */
  onMainStatusChange: (mainStatus: string) => void;
  onStatusIdChange: (statusId: number | '') => void;
  mainError?: string;
  subError?: string;
  /** Text of the empty choice: 'All …' in filters, 'Select …' in forms. */
  mainPlaceholder: string;
  subPlaceholder: string;
  /** Both are required (forms, not filters): the labels are marked. */
  required?: boolean;
  className?: string;
}

/** Main Status and Sub Status pickers; the sub statuses are those of the main status. */
export function StatusFields(props: StatusFieldsProps) {
  const { id, catalogue, mainStatus, statusId, required, className } = props;
  const subStatuses = catalogue[mainStatus] ?? [];
  return (
    <>
      <FormField
        id={`${id}-MainStatus`}
        label="Main Status"
        error={props.mainError}
        required={required}
        className={className}
      >
        <Form.Select
          value={mainStatus}
          isInvalid={!!props.mainError}
          aria-required={required || undefined}
          onChange={(event) => props.onMainStatusChange(event.target.value)}
        >
          <option value="">{t(props.mainPlaceholder)}</option>
          {Object.keys(catalogue).map((name) => (
            <option key={name} value={name}>
              {t(name)}
            </option>
          ))}
        </Form.Select>
      </FormField>
      <FormField
        id={`${id}-SubStatus`}
        label="Sub Status"
        error={props.subError}
        required={required}
        className={className}
      >
        <Form.Select
          value={statusId === '' ? '' : String(statusId)}
          isInvalid={!!props.subError}
          aria-required={required || undefined}
          onChange={(event) =>
            props.onStatusIdChange(event.target.value === '' ? '' : Number(event.target.value))
          }
        >
          <option value="">{t(props.subPlaceholder)}</option>
          {subStatuses.map((item) => (
            <option key={item.StatusId} value={item.StatusId}>
              {t(item.SubStatus)}
            </option>
          ))}
        </Form.Select>
      </FormField>
    </>
  );
}

/** The main status a sub status belongs to, or ''. */
export function mainStatusOf(catalogue: StatusCatalogue, statusId: number): string {
  return (
    Object.entries(catalogue).find(([, items]) =>
      items.some((item) => item.StatusId === statusId),
    )?.[0] ?? ''
  );
}

/** A form's sub-status value as the picker's: a number, or '' for none. */
export function asStatusId(value: unknown): number | '' {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value !== '') return Number(value);
  return '';
}
