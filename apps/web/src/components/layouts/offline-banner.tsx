import { useOnline } from '@/hooks/use-online';

/** While the browser is offline: what still works and what does not. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <i className="bi bi-wifi-off" aria-hidden="true" />
      <span>
        You are offline. Screens already opened still show; saving, searching and loading new data
        wait for the connection.
      </span>
    </div>
  );
}
