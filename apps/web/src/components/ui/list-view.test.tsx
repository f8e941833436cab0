import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { useListQuery } from '@/hooks/use-list-query';
import { usePagedList } from '@/hooks/use-paged-list';
import { oyaarApi } from '@/lib/api';
import { confirmAlert } from '@/lib/alerts';
import { failure, mockFetch, ok, sentTo, urlOf } from '@/testing/mock-fetch';
import { adminUser, renderApp } from '@/testing/render';
import { ExportButton } from './export-button';
import { FilterSelect } from './filter-select';
import { ListView } from './list-view';
import { RowActionsMenu } from './row-actions-menu';

vi.mock('@/lib/alerts', () => ({
  showAlert: vi.fn(async () => undefined),
  confirmAlert: vi.fn(async () => true),
}));

interface Version {
  id: number;
  Version: string;
  DeviceType: string;
}

/** A whole admin list screen on the kit, on the companion API: what the template promises. */
function VersionsProbe() {
  const list = useListQuery({ defaults: { DeviceType: '' }, pageSize: 10 });
  const page = usePagedList<Version>(
    { client: oyaarApi, path: '/things-list', method: 'GET', key: ['things'] },
    list.pageQuery,
  );
  const remove = useMutation({
    mutationFn: (id: number) => oyaarApi.post('/thing-delete', { id }),
    onSuccess: () => page.refetch(),
  });
  const handleDelete = useConfirmedDelete<Version>({
    remove: (row) => remove.mutateAsync(row.id),
    confirm: (row) => ({
      title: 'Are you sure?',
      text: `Delete ${row.Version}?`,
      confirmButtonText: 'Yes, Delete',
      cancelButtonText: 'Cancel',
    }),
    done: { text: 'Version deleted.' },
    failed: { text: 'Could not delete the version.' },
  });
  return (
    <ListView
      page={page}
      what="the versions"
      columns={[
        { id: 'version', header: 'Version', cell: (row) => row.Version },
        { id: 'device', header: 'Device Type', cell: (row) => row.DeviceType },
      ]}
      rowKey={(row) => row.id}
      emptyText="No versions available."
      onPageChange={list.setPage}
      filters={
        <FilterSelect
          id="device"
          label="Device Type"
          value={list.filters.DeviceType}
          onChange={(DeviceType) => list.setFilters({ DeviceType })}
          options={['Android', 'IOS']}
        />
      }
      toolbar={
        <ExportButton
          client={oyaarApi}
          label="Export"
          path="/things-export"
          fileName="versions.xlsx"
          body={() => ({ ...list.filters, Export: 1 })}
        />
      }
      rowActions={{
        render: (row) => (
          <RowActionsMenu
            id={`actions-${row.id}`}
            ariaLabel={`Action for ${row.Version}`}
            actions={[{ label: 'Delete', icon: 'bi-trash', onClick: () => void handleDelete(row) }]}
          />
        ),
      }}
    />
  );
}

const versions = [
  { id: 1, Version: '2.4.0', DeviceType: 'Android' },
  { id: 2, Version: '2.3.9', DeviceType: 'IOS' },
];
const meta = { page: 1, pageSize: 10, total: 2, totalPages: 1 };

describe('the list kit', () => {
  it('asks the companion API for the chosen filter and shows its rows', async () => {
    const fetchMock = mockFetch({
      'GET /oyaar-api/things-list': { status: 200, body: { status: 200, data: versions, meta } },
    });
    renderApp(<VersionsProbe />, { user: adminUser });
    expect(await screen.findByRole('cell', { name: '2.4.0' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Device Type'), 'IOS');
    await waitFor(() => expect(urlOf(fetchMock.mock.calls.at(-1)![0])).toContain('DeviceType=IOS'));
    expect(urlOf(fetchMock.mock.calls.at(-1)![0])).toContain('Page=1');
  });

  it('says why the list could not load, and Retry loads it', async () => {
    let calls = 0;
    mockFetch({
      'GET /oyaar-api/things-list': () =>
        ++calls === 1
          ? failure(403, 'You are not allowed to do this.')
          : { status: 200, body: { status: 200, data: [], meta: { ...meta, total: 0 } } },
    });
    renderApp(<VersionsProbe />, { user: adminUser });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the versions. You are not allowed to do this.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No versions available.')).toBeInTheDocument();
  });

  it('deletes a row from its Action menu once confirmed, and says so', async () => {
    const fetchMock = mockFetch({
      'GET /oyaar-api/things-list': { status: 200, body: { status: 200, data: versions, meta } },
      'POST /oyaar-api/thing-delete': ok('Deleted'),
    });
    renderApp(<VersionsProbe />, { user: adminUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Action for 2.3.9' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Version deleted.')).toBeInTheDocument();
    expect(vi.mocked(confirmAlert)).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Delete 2.3.9?' }),
    );
    expect(sentTo(fetchMock, 'POST /oyaar-api/thing-delete')).toEqual([{ id: 2 }]);
  });

  it('says the server refused a delete, with its reason', async () => {
    mockFetch({
      'GET /oyaar-api/things-list': { status: 200, body: { status: 200, data: versions, meta } },
      'POST /oyaar-api/thing-delete': failure(409, 'This version is still in use.'),
    });
    renderApp(<VersionsProbe />, { user: adminUser });
    const row = (await screen.findByRole('cell', { name: '2.4.0' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Action for 2.4.0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete the version.')).toBeInTheDocument();
    expect(screen.getByText('This version is still in use.')).toBeInTheDocument();
  });

  it('exports from the companion API with the filters', async () => {
    const fetchMock = mockFetch({
      'GET /oyaar-api/things-list': { status: 200, body: { status: 200, data: versions, meta } },
      'POST /oyaar-api/things-export': failure(422, 'Nothing to export.'),
    });
    renderApp(<VersionsProbe />, { user: adminUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Nothing to export.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /oyaar-api/things-export')).toEqual([
      { DeviceType: '', Export: 1 },
    ]);
  });
});
