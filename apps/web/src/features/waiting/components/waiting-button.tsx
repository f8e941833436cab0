import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { SidePanel } from '@/components/ui/side-panel';
import { sendWaiting } from '@/lib/offline-queue/queue';
import { useQueueItems, waitingLabel } from '@/lib/offline-queue/use-queue';
import { useSendWaiting } from '../hooks/use-send-waiting';
import { WaitingItemCard } from './waiting-item-card';
import { t } from '@/lib/i18n/language';

/**
 * The top bar's "2 waiting to send" (nothing when none waits): tapping it lists the items kept on
 * this phone, with Send now. Mounting it starts the queue.
 */
export function WaitingButton() {
  useSendWaiting();
  const items = useQueueItems();
  const [open, setOpen] = useState(false);
  if (items.length === 0 && !open) return null;
  return (
    <>
      <button
        type="button"
        className="header-waiting btn btn-sm btn-warning ms-auto me-2 text-nowrap"
        onClick={() => setOpen(true)}
      >
        <i className="bi bi-cloud-arrow-up me-1" aria-hidden="true" />
        {waitingLabel(items.length)}
      </button>
      <SidePanel title="Waiting to send" show={open} onHide={() => setOpen(false)}>
        <p className="small">
          {t(
            'Saved on this phone and sent by itself when you are online. An item the server did not accept waits for you to fix it or discard it.',
          )}
        </p>
        <Button className="mb-3" onClick={() => void sendWaiting(true)}>
          {t('Send now')}
        </Button>
        {items.length === 0 ? <p>{t('Nothing is waiting.')}</p> : null}
        {items.map((item) => (
          <WaitingItemCard key={item.id} item={item} all={items} onFix={() => setOpen(false)} />
        ))}
      </SidePanel>
    </>
  );
}
