import { useOnline } from '@/hooks/use-online';
import { OFFLINE_TEXT } from './offline-banner-element';

/** While the browser is offline: what still works and what does not. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <i className="bi bi-wifi-off" aria-hidden="true" />
      <span>{OFFLINE_TEXT}</span>
    </div>
  );
}
