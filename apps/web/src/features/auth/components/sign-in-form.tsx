import type { SignInField, SignInInput } from '@yaar/shared';
import { checkSignIn } from '@yaar/shared';
import type { ChangeEvent, FormEvent } from 'react';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { applyFieldErrors, toastApiError } from '@/lib/form-errors';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSignIn } from '../hooks/use-sign-in';
import { AuthCard } from './auth-card';

const fields = ['Email', 'Password'] as const;
type Errors = Partial<Record<SignInField, string>>;

/**
 * Sign In (spec 1 §2.4). Two fields, checked by hand with the shared rules (`checkSignIn`): the
 * first screen of the app then loads neither react-hook-form nor zod (issue 10.6). As with the
 * other forms, the fields are checked on Login, and again as they change once Login was pressed.
 */
export function SignInForm() {
  const { handleSignIn } = useSignIn();
  const [values, setValues] = useState<SignInInput>({ Email: '', Password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const handleChange = (field: SignInField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors((current) => ({ ...current, [field]: checkSignIn(next)[field] }));
  };
  /** What both inputs take from their field: its name, value, error state and change handler. */
  const inputOf = (field: SignInField) => ({
    name: field,
    isInvalid: !!errors[field],
    value: values[field],
    onChange: handleChange(field),
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = checkSignIn(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await handleSignIn({ ...values, Email: values.Email.trim() });
    } catch (error) {
      applyFieldErrors<SignInInput>(
        error,
        (field, { message }) => setErrors((current) => ({ ...current, [field]: message })),
        fields,
      );
      toastApiError(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Login to Your Account" subtitle="Enter your email & password to login">
      <Form noValidate onSubmit={(event) => void handleSubmit(event)} className="row g-3">
        <FormField id="signin-email" label="Email" error={errors.Email} className="col-12">
          <Form.Control type="email" autoComplete="username" {...inputOf('Email')} />
        </FormField>
        <FormField id="signin-password" label="Password" error={errors.Password} className="col-12">
          <PasswordInput autoComplete="current-password" {...inputOf('Password')} />
        </FormField>
        <div className="col-12">
          <SubmitButton className="w-100" pending={isSubmitting}>
            Login
          </SubmitButton>
        </div>
        <div className="col-12">
          <p className="small mb-0 text-center">
            <Link to="/signup">Create an account</Link>
          </p>
        </div>
      </Form>
    </AuthCard>
  );
}
