import type { ComponentProps } from 'react';
import { t } from '@/lib/i18n/language';
import { useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';

type PasswordInputProps = Omit<ComponentProps<typeof Form.Control>, 'type'>;

/** A password input with a show/hide toggle. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const handleToggle = () => setVisible((shown) => !shown);
  return (
    <InputGroup hasValidation>
      <Form.Control {...props} type={visible ? 'text' : 'password'} />
      <Button
        variant="outline-secondary"
        onClick={handleToggle}
        aria-label={t(visible ? 'Hide password' : 'Show password')}
        aria-pressed={visible}
      >
        <i className={visible ? 'bi bi-eye-slash' : 'bi bi-eye'} aria-hidden="true" />
      </Button>
    </InputGroup>
  );
}
