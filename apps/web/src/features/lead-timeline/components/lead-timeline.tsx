import {
  LEAD_EVENT_LABELS,
  LEAD_EVENT_TYPES,
  LEAD_FIELD_LABELS,
  VISIT_FLAG_LABELS,
  type LeadChange,
  type LeadEvent,
  type LeadEventType,
  type VisitFlag,
} from '@yaar/shared';
import { useEffect, useRef, useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { QueryError } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { StaleSince } from '@/components/ui/stale-since';
import { formatDate, formatWhen } from '@/lib/dates';
import { t, translateShown } from '@/lib/i18n/language';
import { useLeadTimeline } from '../api/get-lead-timeline';
import './lead-timeline.css';

/**
 * Each kind's Bootstrap icon and tone, written out whole: the build keeps only the classes its
 * files name (PurgeCSS), so a class made from the kind's name would be lost.
 */
const ICONS: Record<LeadEventType, string> = {
  created: 'bi bi-plus-circle lead-event-begun',
  updated: 'bi bi-pencil-square',
  'follow-up': 'bi bi-telephone lead-event-contact',
  visit: 'bi bi-geo-alt lead-event-contact',
  transferred: 'bi bi-arrow-left-right lead-event-hands',
  assigned: 'bi bi-person-check lead-event-hands',
  imported: 'bi bi-file-earmark-spreadsheet lead-event-begun',
  photo: 'bi bi-camera',
  whatsapp: 'bi bi-whatsapp lead-event-contact',
  sms: 'bi bi-chat-left-text lead-event-contact',
  deleted: 'bi bi-trash',
};
/** The chips: every kind a lead still on screen can have (a deleted lead is not shown). */
const CHIPS = LEAD_EVENT_TYPES.filter((type) => type !== 'deleted');

const kindOf = (type: string): LeadEventType =>
  (LEAD_EVENT_TYPES as readonly string[]).includes(type) ? (type as LeadEventType) : 'updated';
const fieldLabel = (field: string) =>
  t(LEAD_FIELD_LABELS[field as keyof typeof LEAD_FIELD_LABELS] ?? field);
/** A kind in the screen's language (a chip, a screen reader's name of its icon). */
const kindLabel = (kind: LeadEventType) => t(LEAD_EVENT_LABELS[kind]);
const shown = (value: string) => value || '—';

/** "Company Name: A → B"; a photo's "Hoarding: replaced". */
function changeText(change: LeadChange, photo: boolean) {
  const label = fieldLabel(change.Field);
  return photo ? `${label}: ${change.To}` : `${label}: ${shown(change.From)} → ${shown(change.To)}`;
}

function EventDetails({ event }: { event: LeadEvent }) {
  const details: string[] = [];
  if (event.Changes)
    details.push(...event.Changes.map((change) => changeText(change, event.Type === 'photo')));
  if (event.Type === 'follow-up') {
    if (event.Remarks) details.push(t('Remarks: {remarks}', { remarks: event.Remarks }));
    if (event.FollowUpDate)
      details.push(t('Followed up on {date}', { date: formatDate(event.FollowUpDate) }));
  }
  if (event.Type === 'visit' && event.Photo) details.push(t('With a photo'));
  const flags = (event.Flags ?? []).map((flag) => t(VISIT_FLAG_LABELS[flag as VisitFlag] ?? flag));
  if (details.length === 0 && flags.length === 0) return null;
  return (
    <>
      {details.length > 0 ? (
        <ul className="lead-event-details list-unstyled small mb-0">
          {details.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : null}
      {flags.length > 0 ? (
        <p className="mb-0 d-flex flex-wrap gap-1">
          {flags.map((flag) => (
            <span key={flag} className="badge text-bg-warning">
              {flag}
            </span>
          ))}
        </p>
      ) : null}
    </>
  );
}

function EventItem({ event }: { event: LeadEvent }) {
  const kind = kindOf(event.Type);
  return (
    <li className="lead-event">
      <i className={`lead-event-icon ${ICONS[kind]}`} aria-hidden="true" />
      <div className="lead-event-body">
        <p className="lead-event-meta small text-body-secondary mb-0">
          <span className="visually-hidden">{kindLabel(kind)}: </span>
          {event.By?.Name ?? t('System')} · <time dateTime={event.At}>{formatWhen(event.At)}</time>
        </p>
        {/* The server's summary in English; its words in the screen's language by the catalogue. */}
        <p className="lead-event-summary mb-1">{translateShown(event.Summary)}</p>
        <EventDetails event={event} />
      </div>
    </li>
  );
}

/**
 * A lead's whole story (issue 43), below its form: newest first, an icon per kind, "who · when",
 * changes as "Company Name: A → B", chips to keep one kind, and more as it is scrolled to its end.
 * Offline it shows the pages the phone has already seen, "as of" when they were fetched.
 */
export function LeadTimeline({ leadId, inDialog = false }: { leadId: number; inDialog?: boolean }) {
  const [type, setType] = useState<LeadEventType | ''>('');
  const timeline = useLeadTimeline(leadId, type);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = timeline;
  const events = timeline.data?.pages.flatMap((page) => page.rows) ?? [];
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage)
        void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // In the lead details dialog: a block under the follow-ups, its title as theirs (h3).
  const Title = inDialog ? 'h3' : 'h2';
  return (
    <Card
      as="section"
      className={inDialog ? 'lead-timeline-block border-0' : 'lead-timeline mt-3'}
      aria-labelledby="lead-timeline-title"
    >
      <Card.Body className={inDialog ? 'p-0 mt-4' : 'p-2 p-sm-4'}>
        <Title
          id="lead-timeline-title"
          className={inDialog ? 'fs-6 fw-semibold' : 'card-title fs-5 py-2'}
        >
          {t('Timeline')}
        </Title>
        <div className="lead-timeline-chips mb-3" role="group" aria-label={t('Show events')}>
          {(['', ...CHIPS] as const).map((chip) => (
            <Button
              key={chip || 'all'}
              size="sm"
              variant={type === chip ? 'primary' : 'outline-secondary'}
              className="rounded-pill"
              aria-pressed={type === chip}
              onClick={() => setType(chip)}
            >
              {chip ? kindLabel(chip) : t('All')}
            </Button>
          ))}
        </div>
        {/* In the dialog the lead's own "as of" above says it for both (read together). */}
        {inDialog ? null : <StaleSince query={timeline} />}
        <QueryError what={t('the timeline')} query={timeline} />
        {timeline.isPending && timeline.fetchStatus !== 'idle' ? (
          <Spinner label={t('Loading the timeline…')} />
        ) : timeline.isSuccess && events.length === 0 ? (
          <p className="text-muted mb-0">{t('Nothing recorded yet.')}</p>
        ) : (
          <ol
            className="lead-timeline-list list-unstyled mb-0"
            aria-label={t('Events, newest first')}
          >
            {events.map((event) => (
              <EventItem key={event.id} event={event} />
            ))}
          </ol>
        )}
        <div ref={end} className="lead-timeline-end">
          {hasNextPage ? (
            <Button
              variant="link"
              size="sm"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? t('Loading more…') : t('Show more')}
            </Button>
          ) : null}
        </div>
      </Card.Body>
    </Card>
  );
}
