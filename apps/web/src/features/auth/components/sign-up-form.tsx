import type { RegisterInput } from '@yaar/shared';
import { NAME_MAX_LENGTH, signUpFormSchema, signUpMessages } from '@yaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { FormField } from '@/components/ui/form-field';
import { FieldGrid } from '@/components/ui/field-grid';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, toastApiError } from '@/lib/form-errors';
import { blankFields } from '@/lib/form-values';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRegister } from '../api/register';
import { useMobileVerification } from '../hooks/use-mobile-verification';
import { AuthCard } from './auth-card';
import { MobileField } from './mobile-field';
import { OtpDialog } from './otp-dialog';
import { t } from '@/lib/i18n/language';

const serverFields = [
  'FirstName',
  'LastName',
  'Email',
  'MobileNo',
  'Address',
  'CityId',
  'Pincode',
  'Password',
] as const;
const defaultValues = blankFields(...serverFields, 'ConfirmPassword');

/** Sign Up, 'Create an Account' (spec 1 §2.5). */
/** A required text field of at most `maxLength` characters. */
const required = (maxLength: number) => ({ required: true, maxLength });

export function SignUpForm() {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const verification = useMobileVerification();
  const form = useForm({ resolver: zodResolver(signUpFormSchema), defaultValues });
  const { errors, isSubmitting } = form.formState;

  const handleVerifyMobile = async () => {
    if (!(await form.trigger('MobileNo'))) return;
    try {
      await verification.openDialog(String(form.getValues('MobileNo')).trim());
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['MobileNo']).length === 0) toastApiError(error);
    }
  };

  const handleVerifyOtp = async (otp: string) => {
    await verification.verifyOtp(otp);
    form.clearErrors('MobileNo');
  };

  const requireVerifiedMobile = () => {
    form.setError('MobileNo', { type: 'unverified', message: signUpMessages.mobileUnverified });
  };

  const handleValid = async ({
    ConfirmPassword: _confirm,
    ...input
  }: RegisterInput & { ConfirmPassword: string }) => {
    if (!verification.isMobileNoVerified) return requireVerifiedMobile();
    try {
      const answer = await registerMutation.mutateAsync({
        ...input,
        VerificationToken: verification.verificationToken,
      });
      if (answer.message) toast.success(answer.message);
      await navigate('/signin');
    } catch (error) {
      // A verification the server no longer accepts (30 minutes passed): the number can be verified again.
      if (isApiError(error) && error.errors.MobileNo === signUpMessages.mobileUnverified) {
        verification.forgetVerification();
      }
      applyFieldErrors(error, form.setError, serverFields);
      toastApiError(error);
    }
  };

  const handleInvalid = (invalid: typeof errors) => {
    if (!verification.isMobileNoVerified && !invalid.MobileNo) requireVerifiedMobile();
  };

  return (
    <AuthCard title={t('Create an Account')} wide>
      <Form
        noValidate
        onSubmit={(event) => void form.handleSubmit(handleValid, handleInvalid)(event)}
        className="row g-3"
      >
        <FieldGrid
          form={form}
          idPrefix="signup"
          column="col-md-6"
          fields={[
            { name: 'FirstName', label: 'First Name', ...required(NAME_MAX_LENGTH) },
            { name: 'LastName', label: 'Last Name', ...required(NAME_MAX_LENGTH) },
            { name: 'Email', label: 'Email', type: 'email', ...required(NAME_MAX_LENGTH) },
            <MobileField
              key="mobile"
              className="col-md-6"
              error={errors.MobileNo?.message}
              registration={form.register('MobileNo')}
              verified={verification.isMobileNoVerified}
              busy={verification.isSending}
              onVerify={() => void handleVerifyMobile()}
            />,
            { name: 'Address', label: 'Address', className: 'col-12', ...required(500) },
            { name: 'CityId', label: 'City', type: 'city', required: true, className: 'col-md-4' },
            {
              name: 'Pincode',
              label: 'Pincode',
              className: 'col-md-4',
              inputMode: 'numeric',
              ...required(6),
            },
            <FormField
              key="password"
              id="signup-Password"
              label="Password"
              error={errors.Password?.message}
              required
              className="col-md-6"
            >
              <PasswordInput
                aria-required="true"
                autoComplete="new-password"
                isInvalid={!!errors.Password}
                {...form.register('Password')}
              />
            </FormField>,
            {
              name: 'ConfirmPassword',
              label: 'Confirm Password',
              type: 'password',
              autoComplete: 'new-password',
              required: true,
            },
          ]}
        />
        <div className="col-12">
          <SubmitButton className="w-100" pending={isSubmitting}>
            {t('Create Account')}
          </SubmitButton>
        </div>
        <p className="col-12 small mb-0 text-center">
          {t('Already have an account?')} <Link to="/signin">{t('Sign in')}</Link>
        </p>
      </Form>
      <OtpDialog
        show={verification.dialogOpen}
        onHide={verification.closeDialog}
        remaining={verification.countdown.remaining}
        hasSent={verification.hasSent}
        isSending={verification.isSending}
        isVerifying={verification.isVerifying}
        onSend={verification.resendOtp}
        onVerify={handleVerifyOtp}
      />
    </AuthCard>
  );
}
