import { VISIT_PHOTO_ACCEPT, type VisitResult } from '@yaar/shared';
import { useId, useRef, useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { SAVED_ON_PHONE } from '@/lib/offline-queue/capture';
import { useCheckIn } from '../api/check-in';
import { takeBestFix } from '../hooks/use-best-fix';
import { useVisitPhoto } from '../hooks/use-visit-photo';
import { distanceText } from '../utils/visit-text';
import { VisitFlagBadge } from './visit-flag-badge';
import './visits.css';
import { t, translateShown } from '@/lib/i18n/language';

/**
 * "I'm here": takes the best fix over a few seconds, checks in at the lead, and says how far the
 * phone was from the lead's saved place with the server's flag; with no network the check-in
 * waits on the phone like any capture. "Add photo" first opens the camera: the photo goes with it.
 */
export function CheckInButton({ leadId }: { leadId: number }) {
  const [locating, setLocating] = useState(false);
  const [result, setResult] = useState<VisitResult | null>(null);
  const checkIn = useCheckIn(leadId);
  const photo = useVisitPhoto();
  const cameraRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const busy = locating || checkIn.isPending || photo.preparing;

  const handleClick = async () => {
    setResult(null);
    setLocating(true);
    let located = false;
    try {
      const fix = await takeBestFix();
      located = true;
      setLocating(false);
      const outcome = await checkIn.mutateAsync({
        visit: {
          LeadId: leadId,
          Latitude: fix.latitude,
          Longitude: fix.longitude,
          Accuracy: Math.round(fix.accuracy * 10) / 10,
          CapturedAt: fix.takenAt,
        },
        photo: photo.photo?.file ?? null,
      });
      // No network: the visit waits on the phone with its position, time and photo, sent by itself.
      if (outcome.kind === 'kept') {
        photo.clear();
        toast.info(translateShown(SAVED_ON_PHONE));
        if (outcome.warning) toast.warn(translateShown(outcome.warning));
      } else if (outcome.kind === 'refused') {
        const photoError = outcome.error.errors?.Photo;
        if (photoError) photo.setError(photoError);
        else toast.error(translateShown(outcome.error.message));
      } else {
        photo.clear();
        setResult(outcome.visit);
      }
    } catch (error) {
      // A failed call is said by the client's alerts (a refused one toasts its message here).
      const reason = translateShown(error instanceof Error ? error.message : String(error));
      if (!located) toast.warn(t('Visit not recorded: {reason}', { reason }));
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
        {t(locating ? 'Finding you…' : "I'm here")}
      </Button>
      {photo.photo ? (
        <span className="d-inline-flex align-items-center gap-1">
          <img
            src={photo.photo.previewUrl}
            alt={t('Photo to send with the visit')}
            className="visit-photo-thumb"
            width={44}
            height={44}
          />
          <Button variant="outline-primary" size="sm" disabled={busy} onClick={photo.clear}>
            {t('Remove photo')}
          </Button>
        </span>
      ) : (
        <Button
          variant="outline-primary"
          disabled={busy}
          aria-describedby={photo.error ? errorId : undefined}
          onClick={() => cameraRef.current?.click()}
        >
          <i className="bi bi-camera me-2" aria-hidden="true" />
          {t('Add photo')}
        </Button>
      )}
      {/* The camera (a phone offers it first for `capture`); the button above opens it. */}
      <input
        ref={cameraRef}
        type="file"
        accept={VISIT_PHOTO_ACCEPT}
        capture="environment"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          event.target.value = '';
          void photo.pick(file);
        }}
      />
      {photo.error ? (
        <div id={errorId} className="invalid-feedback d-block w-100 mt-0">
          {translateShown(photo.error)}
        </div>
      ) : null}
      {result ? (
        <span role="status" className="small">
          {t('Visit recorded')} · {distanceText(result.DistanceM)}{' '}
          <VisitFlagBadge flag={result.Flag} />
        </span>
      ) : null}
    </div>
  );
}
