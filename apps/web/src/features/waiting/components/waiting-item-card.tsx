import { LEAD_FILE_LABELS } from '@yaar/shared';
import { Badge, Button, Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { confirmAlert } from '@/lib/alerts';
import { formatDateTime } from '@/lib/dates';
import { fixedItem } from '@/lib/offline-queue/fix';
import { discardItems, resendItem } from '@/lib/offline-queue/queue';
import type { QueueItem } from '@/lib/offline-queue/types';
import { pathTo } from '@/lib/paths';
import { useObjectUrls } from '../hooks/use-object-urls';
import { t, translateShown } from '@/lib/i18n/language';

/** A field's name as a person reads it: MobileNo → Mobile No, StatusId → Status. */
const fieldLabel = (name: string) => t(name.replace(/Id$/, '').replace(/([a-z])([A-Z])/g, '$1 $2'));
const timeOf = (ms: number) => formatDateTime(new Date(ms));
/**
 * Sent again as it is, as a new request (a new key): after a refusal that may pass now (a session
 * signed in again, a server rule since changed). A conflict (409) is settled in Fix instead, where
 * the lead as it is now is shown beside what was entered: never overwritten unseen.
 */
const sendAgain = (item: QueueItem) => resendItem(fixedItem(item, item.fields));

/** Where an item is fixed: its form, opened on it (`?waiting=`). */
function fixPath(item: QueueItem): string | null {
  if (item.kind === 'lead-create') return `${pathTo('LeadCreate')}?waiting=${item.id}`;
  if (item.kind === 'follow-up' && Number(item.fields.LeadId) > 0) {
    return `${pathTo('FollowUp', { id: Number(item.fields.LeadId) })}?waiting=${item.id}`;
  }
  return null;
}

async function discard(item: QueueItem, all: QueueItem[]) {
  // A lead made on the phone takes its waiting follow-ups with it.
  const ids = [
    item.id,
    ...all.filter((other) => other.leadRef === `new:${item.id}`).map((o) => o.id),
  ];
  const confirmed = await confirmAlert({
    title: 'Discard this item?',
    text: t(
      'The server did not accept “{title}”, so nothing of it was saved there. It will be deleted from this phone.',
      { title: item.summary.title },
    ),
    confirmButtonText: 'Yes, Discard',
    cancelButtonText: 'Cancel',
  });
  if (confirmed) await discardItems(ids);
}

/** One item waiting on the phone: what it is, when it was saved, the server's refusal, its photos. */
export function WaitingItemCard({
  item,
  all,
  onFix,
}: {
  item: QueueItem;
  all: QueueItem[];
  /** Fix was tapped (the list that shows the card closes). */
  onFix?: () => void;
}) {
  const photos = useObjectUrls(item.id);
  const refused = item.state === 'refused';
  const errors = Object.entries(item.lastError?.errors ?? {});
  return (
    <Card className="waiting-item mb-2" as="article" aria-label={item.summary.title}>
      <Card.Body className="p-2">
        <div className="d-flex justify-content-between gap-2">
          <h3 className="fs-6 mb-1 text-break">{item.summary.title}</h3>
          <Badge
            bg={refused ? 'danger' : 'warning'}
            text={refused ? undefined : 'dark'}
            className="align-self-start text-nowrap"
          >
            {t(refused ? 'Not accepted' : 'Waiting to send')}
          </Badge>
        </div>
        <p className="small mb-1 text-break">{item.summary.detail}</p>
        <p className="small text-muted mb-1">
          {t('Saved on this phone {time}', { time: timeOf(item.createdAt) })}
        </p>
        {refused && item.lastError ? (
          <div className="small text-danger" role="alert">
            {errors.length === 0 ? (
              <p className="mb-1">{translateShown(item.lastError.message)}</p>
            ) : null}
            {errors.map(([field, message]) => (
              <p className="mb-1" key={field}>
                <span className="fw-semibold">{fieldLabel(field)}:</span> {translateShown(message)}
              </p>
            ))}
          </div>
        ) : null}
        {photos.length > 0 ? (
          <div className="d-flex gap-2 flex-wrap my-1">
            {photos.map(({ field, url }) => (
              <img
                key={field}
                src={url}
                width={72}
                height={72}
                className="waiting-photo"
                alt={t(LEAD_FILE_LABELS[field as keyof typeof LEAD_FILE_LABELS] ?? field)}
              />
            ))}
          </div>
        ) : null}
        {refused ? (
          <div className="d-flex gap-2 flex-wrap mt-2">
            {fixPath(item) ? (
              <Link className="btn btn-sm btn-primary" to={fixPath(item)!} onClick={onFix}>
                {t('Fix')}
              </Link>
            ) : null}
            {item.lastError?.status === 409 ? null : (
              <Button size="sm" variant="outline-primary" onClick={() => void sendAgain(item)}>
                {t('Send again')}
              </Button>
            )}
            <Button size="sm" variant="outline-danger" onClick={() => void discard(item, all)}>
              {t('Discard')}
            </Button>
          </div>
        ) : null}
      </Card.Body>
    </Card>
  );
}
