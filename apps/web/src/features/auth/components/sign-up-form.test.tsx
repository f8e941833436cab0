import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '@yaar/shared';
import { failure, mockFetch, ok, sentTo, urlOf } from '@/testing/mock-fetch';
import {
  fillForm,
  mobileButton,
  otpRoutes,
  pickCity,
  setup,
  submit,
  verifyMobile,
} from './sign-up-form.test-utils';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

describe('SignUpForm', () => {
  it('requires every field', async () => {
    const fetchMock = mockFetch({});
    const user = setup();
    expect(screen.getByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
    await submit(user);
    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Email is required.',
      'Mobile number is required.',
      'Address is required.',
      'City is required.',
      'Pincode is required.',
      'Password is required.',
      'Please confirm your password.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks every field required, without changing the labels', () => {
    mockFetch({});
    setup();
    for (const label of [
      'First Name',
      'Last Name',
      'Email',
      'Mobile Number',
      'Address',
      'City',
      'Pincode',
      'Password',
      'Confirm Password',
    ]) {
      const control = screen.getByLabelText(label, { selector: 'input' });
      expect(control).toHaveAttribute('aria-required', 'true');
      const mark = document.querySelector(`label[for="${control.id}"]`);
      expect(mark).toHaveClass('form-label-required');
      expect(mark).toHaveTextContent(new RegExp(`^${label}$`));
    }
    expect(document.querySelector('label[for="signup-State"]')).not.toHaveClass(
      'form-label-required',
    );
  });

  it('checks the formats and the password confirmation', async () => {
    mockFetch({});
    const user = setup();
    await fillForm(
      user,
      { Email: 'ravi@example.c', MobileNo: '98765', Pincode: '3800', Password: 'short' },
      'other',
    );
    await submit(user);
    for (const message of [
      'Please enter a valid email address.',
      'Please enter a valid 10-digit mobile number.',
      'Please enter a valid 6-digit pincode.',
      'Password must be at least 8 characters long.',
      'Passwords do not match.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('limits names and email to 50 characters', () => {
    setup();
    for (const label of ['First Name', 'Last Name', 'Email']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('maxLength', '50');
    }
  });

  it('refuses to register an unverified mobile number', async () => {
    const fetchMock = mockFetch({});
    const user = setup();
    await fillForm(user);
    await pickCity(user, 'Pune');
    await submit(user);
    expect(await screen.findByText('Please verify mobile number.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/register')).toEqual([]);
  });

  it('shows the server’s field errors beside the fields', async () => {
    mockFetch({
      ...otpRoutes,
      'POST /api/register': failure(422, 'This email is already registered.', {
        Email: 'This email is already registered.',
      }),
    });
    const user = setup();
    await fillForm(user);
    await verifyMobile(user);
    await pickCity(user, 'Ahmedabad');
    await submit(user);
    expect(await screen.findAllByText('This email is already registered.')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveClass('is-invalid');
  });

  it('shows the server’s message after registering: the account waits for approval', async () => {
    mockFetch({ ...otpRoutes, 'POST /api/register': ok(authMessages.registeredWaiting) });
    const user = setup();
    await fillForm(user);
    await verifyMobile(user);
    await pickCity(user, 'Ahmedabad');
    await submit(user);
    expect(await screen.findByText(authMessages.registeredWaiting)).toBeInTheDocument();
  });

  it('lets the number be verified again when the server no longer accepts the verification', async () => {
    mockFetch({
      ...otpRoutes,
      'POST /api/register': failure(422, 'Please verify mobile number.', {
        MobileNo: 'Please verify mobile number.',
      }),
    });
    const user = setup();
    await fillForm(user);
    await verifyMobile(user);
    expect(mobileButton()).toHaveTextContent('Verified');
    await pickCity(user, 'Ahmedabad');
    await submit(user);
    expect(await screen.findAllByText('Please verify mobile number.')).not.toHaveLength(0);
    expect(mobileButton()).toHaveTextContent('Verify');
    expect(mobileButton()).toBeEnabled();
    expect(screen.getByLabelText('Mobile Number')).not.toHaveAttribute('readonly');
  });

  it('derives the State from the city, N/A when none', async () => {
    mockFetch({});
    const user = setup();
    expect(screen.getByLabelText('State')).toHaveValue('N/A');
    await pickCity(user, 'Ahmedabad');
    expect(screen.getByLabelText('State')).toHaveValue('Gujarat');
  });

  it('searches the cities on the server as they are typed', async () => {
    const fetchMock = mockFetch({});
    const user = setup();
    await user.type(screen.getByLabelText('City'), 'pu');
    await vi.waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'PuneMaharashtra',
      ]),
    );
    const asked = fetchMock.mock.calls.map(([input]) => urlOf(input));
    expect(asked).toContain('/api/cities-list?Search=pu');
    expect(asked).not.toContain('/api/cities-list');
  });
});
