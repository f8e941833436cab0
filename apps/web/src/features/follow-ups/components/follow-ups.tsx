import type { StatusCatalogue } from '@yaar/shared';
import { useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { StaleSince } from '@/components/ui/stale-since';
import { loadFailure } from '@/components/ui/error-state';
import { useAuth } from '@/lib/auth';
import type { QueueItem } from '@/lib/offline-queue/types';
import type { StartedFrom } from '../types';
import { useFollowUps } from '../api/get-follow-ups';
import { FollowUpDialog } from './follow-up-dialog';
import { FollowUpsTable } from './follow-ups-table';
import { t } from '@/lib/i18n/language';

interface FollowUpsProps {
  leadId: number;
  /** Who the lead is, for the card's heading (company, owner, mobile). */
  leadName?: string;
  catalogue: StatusCatalogue;
  currentStatusId: number | undefined;
  /** The lead as read: sent with a follow-up so that a change made meanwhile is not overwritten. */
  startedFrom?: StartedFrom;
  /** A refused follow-up of this lead kept on the phone: its form opens on it, to fix. */
  fixing?: QueueItem | null;
  /** The fix's form closed (saved or not). */
  onFixClosed?: () => void;
}

/** A lead's follow-ups, newest first, and 'Add New Follow Up' (spec 1 §2.12). */
export function FollowUps({
  leadId,
  leadName,
  catalogue,
  currentStatusId,
  startedFrom,
  fixing,
  onFixClosed,
}: FollowUpsProps) {
  const { user } = useAuth();
  const followUps = useFollowUps(leadId);
  const [adding, setAdding] = useState(false);

  return (
    <section className="section">
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-2 p-sm-3">
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
            {/* An unknown lead has no name: no empty heading. */}
            {leadName ? <h2 className="fs-5 mb-0 text-break">{leadName}</h2> : <span />}
            <Button onClick={() => setAdding(true)}>
              <i className="bi bi-plus-lg me-2" aria-hidden="true" />
              {t('Add New Follow Up')}
            </Button>
          </div>
          <StaleSince query={followUps} />
          <FollowUpsTable
            dateHeader="Entry Date"
            rows={followUps.data}
            loading={followUps.isPending}
            error={loadFailure('the follow-ups', followUps)}
          />
        </Card.Body>
      </Card>
      <FollowUpDialog
        show={adding || !!fixing}
        onHide={() => {
          setAdding(false);
          if (fixing) onFixClosed?.();
        }}
        leadId={leadId}
        userId={user?.id}
        catalogue={catalogue}
        currentStatusId={currentStatusId}
        startedFrom={startedFrom}
        leadName={leadName}
        fixing={adding ? undefined : (fixing ?? undefined)}
      />
    </section>
  );
}
