import type { VisitResult } from '@yaar/shared';
import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { SAVED_ON_PHONE } from '@/lib/offline-queue/capture';
import { useCheckIn } from '../api/check-in';
import { takeBestFix } from '../hooks/use-best-fix';
import { distanceText } from '../utils/visit-text';
import { VisitFlagBadge } from './visit-flag-badge';

/**
 * "I'm here": takes the best fix over a few seconds, checks in at the lead, and says how far the
 * phone was from the lead's saved place with the server's flag; with no network the check-in
 * waits on the phone like any capture.
 */
export function CheckInButton({ leadId }: { leadId: number }) {
  const [locating, setLocating] = useState(false);
  const [result, setResult] = useState<VisitResult | null>(null);
  const checkIn = useCheckIn(leadId);
  const busy = locating || checkIn.isPending;

  const handleClick = async () => {
    setResult(null);
    setLocating(true);
    let located = false;
    try {
      const fix = await takeBestFix();
      located = true;
      setLocating(false);
      const outcome = await checkIn.mutateAsync({
        LeadId: leadId,
        Latitude: fix.latitude,
        Longitude: fix.longitude,
        Accuracy: Math.round(fix.accuracy * 10) / 10,
        CapturedAt: fix.takenAt,
      });
      // No network: the visit waits on the phone with its position and time, sent by itself.
      if (outcome.kind === 'kept') {
        toast.info(SAVED_ON_PHONE);
        if (outcome.warning) toast.warn(outcome.warning);
      } else if (outcome.kind === 'refused') toast.error(outcome.error.message);
      else setResult(outcome.visit);
    } catch (error) {
      // A failed call is said by the client's alerts (a refused one toasts its message here).
      const reason = error instanceof Error ? error.message : String(error);
      if (!located) toast.warn(`Visit not recorded: ${reason}`);
      else toast.error(reason);
    } finally {
      setLocating(false);
    }
  };

  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <Button variant="primary" disabled={busy} onClick={() => void handleClick()}>
        {busy ? (
          <Spinner size="sm" className="me-2" aria-hidden="true" />
        ) : (
          <i className="bi bi-geo-alt-fill me-2" aria-hidden="true" />
        )}
        {locating ? 'Finding you…' : "I'm here"}
      </Button>
      {result ? (
        <span role="status" className="small">
          Visit recorded · {distanceText(result.DistanceM)} <VisitFlagBadge flag={result.Flag} />
        </span>
      ) : null}
    </div>
  );
}
