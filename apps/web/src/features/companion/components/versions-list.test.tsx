import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forcedMaintenanceQuestion, versionMessages } from '@yaar/shared';
import { describe, expect, it, vi } from 'vitest';
import { confirmAlert } from '@/lib/alerts';
import { failure, mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { adminUser, renderApp } from '@/testing/render';
import { VersionsList } from './versions-list';

vi.mock('@/lib/alerts', () => ({
  showAlert: vi.fn(async () => undefined),
  confirmAlert: vi.fn(async () => true),
}));

const android = {
  id: 7,
  Version: '2.4.0',
  DeviceType: 'Android',
  ForceUpdate: 1,
  IsUnMaintain: 0,
  Message: 'Update for the new reminders.',
};
const listed = (data: unknown[]) => ({
  status: 200,
  body: { status: 200, message: 'Versions', data },
});

describe('Versions list', () => {
  it('shows each version with its flags', async () => {
    mockFetch({ 'GET /oyaar-api/version-list': listed([android]) });
    renderApp(<VersionsList />, { user: adminUser });
    const row = (await screen.findByRole('cell', { name: '2.4.0' })).closest('tr')!;
    expect(row).toHaveTextContent('Android');
    expect(row).toHaveTextContent('Yes');
    expect(row).toHaveTextContent('Update for the new reminders.');
  });

  it("says what a version needs before sending, then sends the spec's 0/1 flags", async () => {
    const fetchMock = mockFetch({
      'GET /oyaar-api/version-list': listed([]),
      'POST /oyaar-api/version-create': ok(versionMessages.created, { id: 8 }),
    });
    renderApp(<VersionsList />, { user: adminUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Version' }));
    const panel = await screen.findByRole('form', { name: 'Create Version' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Create Version' }).at(-1)!);
    expect(await screen.findByText(versionMessages.versionRequired)).toBeInTheDocument();
    expect(screen.getByText(versionMessages.deviceTypeRequired)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /oyaar-api/version-create')).toEqual([]);

    await userEvent.type(screen.getByLabelText('Version'), 'v2.5 beta');
    await userEvent.click(screen.getAllByRole('button', { name: 'Create Version' }).at(-1)!);
    expect(await screen.findByText(versionMessages.versionInvalid)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Version'));
    await userEvent.type(screen.getByLabelText('Version'), '2.5.0');
    await userEvent.selectOptions(
      screen.getByLabelText('Device Type', { selector: '#version-DeviceType' }),
      'IOS',
    );
    await userEvent.click(screen.getByLabelText('Force Update'));
    await userEvent.click(screen.getAllByRole('button', { name: 'Create Version' }).at(-1)!);
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    expect(sentTo(fetchMock, 'POST /oyaar-api/version-create')).toEqual([
      { Version: '2.5.0', DeviceType: 'IOS', ForceUpdate: 1, IsUnMaintain: 0, Message: '' },
    ]);
    expect(await screen.findByText(versionMessages.created)).toBeInTheDocument();
  });

  it('asks before a version that both forces the update and closes the app', async () => {
    const fetchMock = mockFetch({
      'GET /oyaar-api/version-list': listed([]),
      'POST /oyaar-api/version-create': ok(versionMessages.created, { id: 9 }),
    });
    renderApp(<VersionsList />, { user: adminUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Version' }));
    await userEvent.type(await screen.findByLabelText('Version'), '3.0.0');
    await userEvent.selectOptions(
      screen.getByLabelText('Device Type', { selector: '#version-DeviceType' }),
      'Android',
    );
    await userEvent.click(screen.getByLabelText('Force Update'));
    await userEvent.click(screen.getByLabelText('Under Maintenance'));
    vi.mocked(confirmAlert).mockResolvedValueOnce(false);
    const submit = screen.getAllByRole('button', { name: 'Create Version' }).at(-1)!;
    await userEvent.click(submit);
    expect(confirmAlert).toHaveBeenCalledWith(forcedMaintenanceQuestion);
    expect(sentTo(fetchMock, 'POST /oyaar-api/version-create')).toEqual([]);
    await userEvent.click(submit);
    expect(await screen.findByText(versionMessages.created)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /oyaar-api/version-create')).toEqual([
      { Version: '3.0.0', DeviceType: 'Android', ForceUpdate: 1, IsUnMaintain: 1, Message: '' },
    ]);
  });

  it("puts the server's refusal beside the field", async () => {
    mockFetch({
      'GET /oyaar-api/version-list': listed([]),
      'POST /oyaar-api/version-create': failure(422, 'Please check the form.', {
        Version: 'Version must be at most 20 characters.',
      }),
    });
    renderApp(<VersionsList />, { user: adminUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Version' }));
    await userEvent.type(await screen.findByLabelText('Version'), '1.0');
    await userEvent.selectOptions(
      screen.getByLabelText('Device Type', { selector: '#version-DeviceType' }),
      'Android',
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Create Version' }).at(-1)!);
    expect(await screen.findByText('Version must be at most 20 characters.')).toBeInTheDocument();
  });

  it('deletes a version from its Action menu', async () => {
    const fetchMock = mockFetch({
      'GET /oyaar-api/version-list': listed([android]),
      'DELETE /oyaar-api/version-delete/7': ok(versionMessages.deleted),
    });
    renderApp(<VersionsList />, { user: adminUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Action for version 2.4.0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(versionMessages.deleted)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
