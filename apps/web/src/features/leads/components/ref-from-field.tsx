import type { UseFormRegisterReturn } from 'react-hook-form';
import { Form } from 'react-bootstrap';
import { FormField } from '@/components/ui/form-field';
import { mobileInputProps } from '@/lib/input-rewrites';
import { useRefName } from '../api/get-ref-name';
import { t } from '@/lib/i18n/language';

interface RefFromFieldProps {
  registration: UseFormRegisterReturn;
  /** Replaces the registration's change handler (the number normalised as typed). */
  onChange: (event: { target: { value: string } }) => void;
  value: string;
  error?: string;
  className?: string;
}

/** 'Ref From': the referrer's mobile; with 10 digits, the companion-app user's name shows under it. */
export function RefFromField({
  registration,
  onChange,
  value,
  error,
  className,
}: RefFromFieldProps) {
  const refName = useRefName(value);
  return (
    <FormField id="lead-RefMobileNo" label="Ref From" error={error} className={className}>
      <Form.Control
        {...mobileInputProps}
        placeholder={t("Referrer's mobile number")}
        isInvalid={!!error}
        {...registration}
        onChange={onChange}
      />
      {refName.data ? (
        <Form.Text className="d-block" aria-live="polite">
          <i className="bi bi-person-check me-1" aria-hidden="true" />
          {refName.data}
        </Form.Text>
      ) : null}
    </FormField>
  );
}
