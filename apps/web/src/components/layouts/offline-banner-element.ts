import wifiOff from 'bootstrap-icons/icons/wifi-off.svg?raw';
import type { Connectivity } from '@/lib/connectivity';
import { svgIcon } from '@/components/ui/svg-icon';

export const OFFLINE_TEXT =
  'You are offline. Screens already opened still show; saving, searching and loading new data wait for the connection.';

/**
 * The offline banner (`OfflineBanner`) without React, for the light Sign In page: shown at the top
 * of `container` while `connectivity` says the server cannot be reached. Answers a function that
 * takes it away and stops listening.
 */
export function showOfflineBanner(
  container: HTMLElement,
  connectivity: Pick<Connectivity, 'online' | 'subscribe'>,
): () => void {
  const banner = document.createElement('div');
  banner.className = 'offline-banner';
  banner.setAttribute('role', 'status');
  banner.innerHTML = `${svgIcon(wifiOff)}<span></span>`;
  banner.querySelector('span')!.textContent = OFFLINE_TEXT;
  const update = () => {
    if (connectivity.online()) banner.remove();
    else if (!banner.isConnected) container.prepend(banner);
  };
  const stop = connectivity.subscribe(update);
  update();
  return () => {
    stop();
    banner.remove();
  };
}
