import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { ok } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render';
import { SignUpForm } from './sign-up-form';

/** Shared by the sign-up tests: a valid form, the OTP calls, and form actions (cities: testCities). */
export const valid = {
  FirstName: 'Ravi',
  LastName: 'Shah',
  Email: 'ravi@example.com',
  MobileNo: '9876543210',
  Address: '12 MG Road',
  Pincode: '380001',
  Password: 'password-1',
};
export const otpRoutes = {
  'POST /api/send-otp': ok('OTP sent successfully.'),
  'POST /api/verify-otp': ok('Mobile number verified successfully.', {
    VerificationToken: 'verification-token-1',
  }),
};

export function setup(options: { fakeTimers?: boolean } = {}) {
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  renderApp(<SignUpForm />, { path: '/signup' });
  return user;
}
export type User = ReturnType<typeof setup>;

export async function fillForm(
  user: User,
  values: Partial<typeof valid> = valid,
  confirm = values.Password,
) {
  const labels: Record<keyof typeof valid, string> = {
    FirstName: 'First Name',
    LastName: 'Last Name',
    Email: 'Email',
    MobileNo: 'Mobile Number',
    Address: 'Address',
    Pincode: 'Pincode',
    Password: 'Password',
  };
  for (const [field, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(labels[field as keyof typeof valid]), value);
  }
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
}

export async function pickCity(user: User, name: string) {
  await user.click(screen.getByLabelText('City'));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
}

export const submit = (user: User) =>
  user.click(screen.getByRole('button', { name: 'Create Account' }));
export const mobileButton = () => screen.getByRole('button', { name: /^(Verify|Verified)$/ });

export async function verifyMobile(user: User) {
  await user.click(mobileButton());
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
  await user.type(within(dialog).getByLabelText('OTP'), '123456');
  await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
  await screen.findByText('Mobile number verified successfully.');
  // The dialog fades out: until it has gone, its own Verify button is a second match.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
