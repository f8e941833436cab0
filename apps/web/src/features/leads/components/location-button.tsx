import { leadMessages } from '@yaar/shared';
import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { t, translateShown } from '@/lib/i18n/language';

export interface LocationFix {
  /** "lat,long" */
  Location: string;
  /** Metres. */
  LocationAccuracy: number;
  /** ISO time of the fix. */
  LocationTakenAt: string;
}

interface LocationButtonProps {
  taken: boolean;
  onTaken: (fix: LocationFix) => void;
  error?: string;
}

/**
 * 'Take Location' (red) until a fix is taken, then 'Location Taken' (green); a failure leaves it
 * as it was (spec 1 §2.10, §4). Uses the device's high-accuracy position.
 */
export function LocationButton({ taken, onTaken, error }: LocationButtonProps) {
  const [busy, setBusy] = useState(false);

  const handleClick = () => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      toast.error(translateShown(leadMessages.geolocationUnsupported));
      return;
    }
    setBusy(true);
    geolocation.getCurrentPosition(
      (position) => {
        setBusy(false);
        const { latitude, longitude, accuracy } = position.coords;
        onTaken({
          Location: `${latitude.toFixed(6)},${longitude.toFixed(6)}`,
          LocationAccuracy: Math.round(accuracy),
          LocationTakenAt: new Date(position.timestamp || Date.now()).toISOString(),
        });
      },
      (failure) => {
        setBusy(false);
        console.error('Could not take the location', failure);
        toast.warn(t('Location not taken: {reason}', { reason: failure.message }));
      },
      { enableHighAccuracy: true, timeout: 30_000, maximumAge: 0 },
    );
  };

  return (
    <div>
      <Button
        variant={taken ? 'success' : 'danger'}
        className="location-button"
        disabled={busy}
        onClick={handleClick}
      >
        {busy ? (
          <Spinner size="sm" className="me-2" aria-hidden="true" />
        ) : (
          <i className={`bi ${taken ? 'bi-geo-alt-fill' : 'bi-geo-alt'} me-2`} aria-hidden="true" />
        )}
        {t(taken ? 'Location Taken' : 'Take Location')}
      </Button>
      {error ? (
        <div className="invalid-feedback d-block" role="alert">
          {t(error)}
        </div>
      ) : null}
    </div>
  );
}
