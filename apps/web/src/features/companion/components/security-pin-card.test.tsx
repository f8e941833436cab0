import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsMessages } from '@yaar/shared';
import { describe, expect, it, vi } from 'vitest';
import { failure, mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { adminUser, renderApp } from '@/testing/render';
import { SecurityPinCard } from './security-pin-card';

vi.mock('@/lib/alerts', () => ({ showAlert: vi.fn(async () => undefined) }));

describe('SecurityPinCard', () => {
  it("says the spec's message, then shows the issued PIN once and copies it", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /oyaar-api/get-referred-username': ok(settingsMessages.appUser, {
        UserName: 'Meena Shah',
      }),
      'POST /oyaar-api/security-pin': ok(settingsMessages.pinIssued, [{ Pin: '042917' }]),
    });
    renderApp(<SecurityPinCard />, { user: adminUser });
    await user.click(screen.getByRole('button', { name: 'Get Pin' }));
    expect(await screen.findByText(settingsMessages.mobileRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile Number'), '98765');
    await user.click(screen.getByRole('button', { name: 'Get Pin' }));
    expect(await screen.findByText(settingsMessages.mobileInvalid)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /oyaar-api/security-pin')).toEqual([]);

    await user.type(screen.getByLabelText('Mobile Number'), '43210');
    await user.click(screen.getByRole('button', { name: 'Get Pin' }));
    expect(await screen.findByRole('status', { name: 'Security Pin' })).toHaveTextContent('042917');
    expect(screen.getByText(/Security Pin for Meena Shah \(9876543210\)/)).toBeInTheDocument();
    expect(await screen.findByText(settingsMessages.pinIssued)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /oyaar-api/security-pin')).toEqual([{ MobileNo: '9876543210' }]);

    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('042917');
    expect(await screen.findByText(settingsMessages.pinCopied)).toBeInTheDocument();
  });

  it('says an unknown app user beside the mobile number, and shows no PIN', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'POST /oyaar-api/get-referred-username': failure(404, settingsMessages.appUserUnknown),
    });
    renderApp(<SecurityPinCard />, { user: adminUser });
    await user.type(screen.getByLabelText('Mobile Number'), '9000000009');
    await user.click(screen.getByRole('button', { name: 'Get Pin' }));
    expect(
      await screen.findByText(settingsMessages.appUserUnknown, { selector: '.invalid-feedback' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile Number')).toHaveClass('is-invalid');
    expect(screen.queryByRole('status', { name: 'Security Pin' })).not.toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /oyaar-api/security-pin')).toEqual([]);
  });
});
