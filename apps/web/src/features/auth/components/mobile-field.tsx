import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { FormField } from '@/components/ui/form-field';
import { mobileInputProps, mobileTyped } from '@/lib/input-rewrites';
import { t } from '@/lib/i18n/language';

interface MobileFieldProps {
  className?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  verified: boolean;
  busy: boolean;
  onVerify: () => void;
}

/** Mobile Number with its Verify button; read-only once verified. */
export function MobileField({
  className,
  error,
  registration,
  verified,
  busy,
  onVerify,
}: MobileFieldProps) {
  return (
    <FormField
      id="signup-MobileNo"
      label="Mobile Number"
      error={error}
      required
      className={className}
    >
      <InputGroup hasValidation>
        <Form.Control
          {...mobileInputProps}
          autoComplete="tel-national"
          aria-required="true"
          readOnly={verified}
          isInvalid={!!error}
          isValid={verified}
          {...registration}
          onChange={mobileTyped(registration)}
        />
        <Button
          variant={verified ? 'success' : 'primary'}
          disabled={verified || busy}
          onClick={onVerify}
        >
          {verified ? (
            <>
              <i className="bi bi-check-circle me-1" aria-hidden="true" />
              {t('Verified')}
            </>
          ) : (
            t('Verify')
          )}
        </Button>
      </InputGroup>
    </FormField>
  );
}
