import type { CustomerMessage, MessageStatus } from '@yaar/shared';
import { messageStatusLabels } from '@yaar/shared';
import { twoLines, type DataTableColumn } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/dates';
import { t } from '@/lib/i18n/language';

const TONE: Record<MessageStatus, string> = {
  queued: 'secondary',
  sending: 'secondary',
  sent: 'info',
  delivered: 'primary',
  read: 'success',
  failed: 'danger',
};

/** A message's status as a badge: grey waiting, blue sent/delivered, green read, red failed. */
export const StatusBadge = ({ status }: { status: MessageStatus }) => (
  <span className={`badge text-bg-${TONE[status]}`}>{t(messageStatusLabels[status])}</span>
);

/** WhatsApp or SMS, with its icon. */
export const ChannelName = ({ channel }: { channel: CustomerMessage['Channel'] }) =>
  channel === 'whatsapp' ? (
    <span className="text-nowrap">
      <i className="bi bi-whatsapp text-success me-1" aria-hidden="true" />
      {t('WhatsApp')}
    </span>
  ) : (
    <span className="text-nowrap">
      <i className="bi bi-chat-text me-1" aria-hidden="true" />
      {t('SMS')}
    </span>
  );

export const messageColumns: DataTableColumn<CustomerMessage>[] = [
  {
    id: 'queued',
    header: 'Queued',
    cell: (m) => formatDateTime(m.QueuedAt),
    className: 'text-nowrap',
  },
  { id: 'mobile', header: 'Mobile No', cell: (m) => m.MobileNo, className: 'text-nowrap' },
  { id: 'subject', header: 'Message', cell: (m) => m.Subject },
  { id: 'channel', header: 'Channel', cell: (m) => <ChannelName channel={m.Channel} /> },
  {
    id: 'status',
    header: 'Status',
    cell: (m) =>
      twoLines(
        <StatusBadge status={m.Status} />,
        m.Status === 'queued' ? '' : formatDateTime(m.UpdatedAt),
      ),
  },
  { id: 'note', header: 'Note', cell: (m) => m.Note || '—', className: 'small' },
];
