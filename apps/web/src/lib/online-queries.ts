import { onlineManager } from '@tanstack/react-query';
import type { Connectivity } from './connectivity';

/**
 * Queries follow the app's own idea of being online (`connectivity`), not `navigator.onLine`:
 * while the server cannot be reached a query is not sent (it waits, 'paused', and keeps the data
 * it has, which the screen marks "as of …"), and it is sent when the server answers again.
 * Until the first ping has answered, queries wait: an app opened with no network (where the
 * browser may still say online) shows its kept data rather than one error per query.
 * Signed-in screens only (the app shell calls this); mutations are not held (query-client.ts).
 */
export function queriesFollow(
  connectivity: Pick<Connectivity, 'online' | 'subscribe' | 'firstCheck'>,
) {
  onlineManager.setEventListener((setOnline) => {
    let checked = false;
    const update = () => setOnline(checked && connectivity.online());
    update();
    void connectivity.firstCheck().then(() => {
      checked = true;
      update();
    });
    return connectivity.subscribe(update);
  });
}
