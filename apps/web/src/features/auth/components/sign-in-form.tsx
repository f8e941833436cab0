import type { SignInInput } from '@yaar/shared';
import { signInSchema } from '@yaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { applyFieldErrors, toastApiError } from '@/lib/form-errors';
import { useSignIn } from '../hooks/use-sign-in';
import { AuthCard } from './auth-card';

const fields = ['Email', 'Password'] as const;

/** Sign In (spec 1 §2.4). */
export function SignInForm() {
  const { handleSignIn } = useSignIn();
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { Email: '', Password: '' },
  });
  // Covers the login and the companion-token call that follows it.
  const { errors, isSubmitting } = form.formState;

  const handleValid = async (input: SignInInput) => {
    try {
      await handleSignIn(input);
    } catch (error) {
      applyFieldErrors(error, form.setError, fields);
      toastApiError(error);
    }
  };

  return (
    <AuthCard title="Login to Your Account" subtitle="Enter your email & password to login">
      <Form
        noValidate
        onSubmit={(event) => void form.handleSubmit(handleValid)(event)}
        className="row g-3"
      >
        <FormField id="signin-email" label="Email" error={errors.Email?.message} className="col-12">
          <Form.Control
            type="email"
            autoComplete="username"
            isInvalid={!!errors.Email}
            {...form.register('Email')}
          />
        </FormField>
        <FormField
          id="signin-password"
          label="Password"
          error={errors.Password?.message}
          className="col-12"
        >
          <PasswordInput
            autoComplete="current-password"
            isInvalid={!!errors.Password}
            {...form.register('Password')}
          />
        </FormField>
        <div className="col-12">
          <Button type="submit" className="w-100" disabled={isSubmitting}>
            {isSubmitting ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
            Login
          </Button>
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
