import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import * as signUp from './sign-up-form.test-utils';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

describe('SignUpForm mobile verification', () => {
  it('shows a send-otp MobileNo error under the field and opens no dialog', async () => {
    // The server refuses a number it cannot send to (it never says whether one is registered).
    mockFetch({
      'POST /api/send-otp': failure(422, 'This mobile number is not accepted.', {
        MobileNo: 'This mobile number is not accepted.',
      }),
    });
    const user = signUp.setup();
    await user.type(screen.getByLabelText('Mobile Number'), signUp.valid.MobileNo);
    await user.click(signUp.mobileButton());
    expect(await screen.findByText('This mobile number is not accepted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('validates the mobile number before sending an OTP', async () => {
    const fetchMock = mockFetch(signUp.otpRoutes);
    const user = signUp.setup();
    await user.type(screen.getByLabelText('Mobile Number'), '12345');
    await user.click(signUp.mobileButton());
    expect(
      await screen.findByText('Please enter a valid 10-digit mobile number.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on Send OTP, sends only when tapped, and counts 30 seconds down before Resend OTP', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch(signUp.otpRoutes);
    const user = signUp.setup({ fakeTimers: true });
    await user.type(screen.getByLabelText('Mobile Number'), signUp.valid.MobileNo);
    await user.click(signUp.mobileButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Mobile Verification')).toBeInTheDocument();
    // Opening only checked the number.
    expect(sentTo(fetchMock, 'POST /api/send-otp')).toEqual([
      { MobileNo: signUp.valid.MobileNo, CheckOnly: true },
    ]);
    expect(within(dialog).getByLabelText('OTP')).toHaveAttribute('maxLength', '6');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(sentTo(fetchMock, 'POST /api/send-otp')).toEqual([
      { MobileNo: signUp.valid.MobileNo, CheckOnly: true },
      { MobileNo: signUp.valid.MobileNo },
    ]);

    const sendButton = within(dialog).getByRole('button', { name: '30' });
    expect(sendButton).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(sendButton).toHaveTextContent('29');
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(sendButton).toHaveTextContent('09');
    act(() => {
      vi.advanceTimersByTime(8000);
    });
    expect(sendButton).toHaveTextContent('01');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(sendButton).toHaveTextContent('Resend OTP');
    expect(sendButton).toBeEnabled();

    await user.click(sendButton);
    expect(await within(dialog).findByRole('button', { name: '30' })).toBeDisabled();
    expect(sentTo(fetchMock, 'POST /api/send-otp')).toHaveLength(3);
  });

  it('toasts the send answer, and asks for the OTP before verifying', async () => {
    const fetchMock = mockFetch(signUp.otpRoutes);
    const user = signUp.setup();
    await user.type(screen.getByLabelText('Mobile Number'), signUp.valid.MobileNo);
    await user.click(signUp.mobileButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent successfully.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('OTP Required.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/verify-otp')).toHaveLength(0);
  });

  it('shows a wrong OTP under the OTP field', async () => {
    mockFetch({
      ...signUp.otpRoutes,
      'POST /api/verify-otp': failure(422, 'Invalid OTP.', { otp: 'Invalid OTP.' }),
    });
    const user = signUp.setup();
    await user.type(screen.getByLabelText('Mobile Number'), signUp.valid.MobileNo);
    await user.click(signUp.mobileButton());
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('OTP'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Invalid OTP.')).toBeInTheDocument();
  });

  it('locks the verified mobile number and registers', async () => {
    const fetchMock = mockFetch({
      ...signUp.otpRoutes,
      'POST /api/register': ok('Account created successfully. Please sign in.'),
    });
    const user = signUp.setup();
    await signUp.fillForm(user);
    await signUp.verifyMobile(user);
    // The dialog fades out after the success toast.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentTo(fetchMock, 'POST /api/verify-otp')).toEqual([
      { MobileNo: signUp.valid.MobileNo, otp: '123456' },
    ]);
    expect(screen.getByLabelText('Mobile Number')).toHaveAttribute('readonly');
    expect(signUp.mobileButton()).toHaveTextContent('Verified');
    expect(signUp.mobileButton()).toBeDisabled();

    await signUp.pickCity(user, 'Pune');
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra');
    await signUp.submit(user);
    expect(await screen.findByTestId('location')).toHaveTextContent('/signin');
    const { Password, ...rest } = signUp.valid;
    // Register carries the token verify-otp answered, the proof that this browser holds the number.
    expect(sentTo(fetchMock, 'POST /api/register')).toEqual([
      { ...rest, Password, CityId: 2, VerificationToken: 'verification-token-1' },
    ]);
    expect(
      await screen.findByText('Account created successfully. Please sign in.'),
    ).toBeInTheDocument();
  });
});
