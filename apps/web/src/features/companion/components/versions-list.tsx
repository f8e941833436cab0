import type { AppVersion } from '@yaar/shared';
import { DEVICE_TYPES, versionMessages } from '@yaar/shared';
import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListView } from '@/components/ui/list-view';
import { deleteAction } from '@/components/ui/row-actions-menu';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { useFilteredList } from '@/hooks/use-filtered-list';
import { useDeleteVersion, versionsSource } from '../api/versions';
import { VersionCreatePanel } from './version-create-panel';
import { t } from '@/lib/i18n/language';

const flag = (on: number, text: string) =>
  on ? (
    <Badge bg="warning" text="dark">
      {text}
    </Badge>
  ) : (
    t('No')
  );

const columns: DataTableColumn<AppVersion>[] = [
  { id: 'version', header: 'Version', cell: (v) => v.Version, className: 'fw-semibold' },
  { id: 'device', header: 'Device Type', cell: (v) => v.DeviceType },
  { id: 'force', header: 'Force Update', cell: (v) => flag(v.ForceUpdate, t('Yes')) },
  { id: 'maintain', header: 'Under Maintenance', cell: (v) => flag(v.IsUnMaintain, t('Yes')) },
  { id: 'message', header: 'Message', cell: (v) => v.Message || '—' },
];

/** Versions list (spec 2 §2): the device filter, Create Version in a side panel, Delete per row. */
export function VersionsList() {
  const { view } = useFilteredList<AppVersion>(versionsSource, {
    idPrefix: 'versions',
    specs: [{ key: 'DeviceType', label: 'Device Type', options: DEVICE_TYPES }],
    column: 'col-12 col-sm-6 col-lg-3',
  });
  const [creating, setCreating] = useState(false);
  const handleDelete = useConfirmedDelete<AppVersion>({
    remove: useDeleteVersion(),
    confirm: (version) =>
      t('Delete version {version} ({device})?', {
        version: version.Version,
        device: version.DeviceType,
      }),
    done: { text: t(versionMessages.deleted) },
    failed: { text: t('Could not delete the version.') },
  });
  return (
    <ListView
      {...view}
      columns={columns}
      emptyText="No versions available."
      cardsLabel="Versions"
      toolbar={
        <Button onClick={() => setCreating(true)}>
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          {t('Create Version')}
        </Button>
      }
      rowMenu={{
        idPrefix: 'version',
        ariaLabel: (version) => t('Action for version {version}', { version: version.Version }),
        actions: (version) => [deleteAction(() => handleDelete(version))],
      }}
    >
      <VersionCreatePanel show={creating} onHide={() => setCreating(false)} />
    </ListView>
  );
}
