/**
 * Whether the app can reach its server, as the user experiences it. `navigator.onLine` alone is not
 * enough: some browsers keep it `true` in a page opened with no network (and a captive Wi-Fi or a
 * dead mobile link reads as "online" too). So a request that fails for want of a network counts as
 * offline whatever the browser says, any answer from the server (even a 5xx) counts as online, and
 * the app asks the server when the first screen listens and again while it believes it is offline.
 * An answer counts only for a request sent after the app last learnt it was offline.
 */

/** While offline, how often the server is asked whether it can be reached again. */
const OFFLINE_RETRY_MS = 10_000;

type Listener = () => void;

export interface Connectivity {
  online: () => boolean;
  /** Listens for changes; the first listener starts the watch (events and the first probe). */
  subscribe: (listener: Listener) => () => void;
  /** A request failed without an answer (not aborted by its caller). */
  reportNetworkFailure: () => void;
  /**
   * The server answered a request sent at `sentAt` (Date.now() when it went), whatever its status.
   * An answer to a request sent before the app learnt it was offline says nothing of now (it was
   * on its way when the network went): only a request sent since brings the app back online.
   */
  reportAnswer: (sentAt: number) => void;
  /** Asks the server now; resolves to whether it answered. */
  probe: () => Promise<boolean>;
  /** Starts the watch if need be; resolves to the first probe's answer. */
  firstCheck: () => Promise<boolean>;
}

export interface ConnectivityOptions {
  /** A cheap call that no service worker answers from a cache. */
  probeUrl: () => string;
  retryMs?: number;
  browser?: Pick<Window, 'addEventListener' | 'setTimeout'> & {
    navigator: Pick<Navigator, 'onLine'>;
    fetch: typeof fetch;
  };
}

export function createConnectivity({
  probeUrl,
  retryMs = OFFLINE_RETRY_MS,
  browser = window,
}: ConnectivityOptions): Connectivity {
  let online = browser.navigator.onLine;
  /** When the app last learnt it was offline. */
  let offlineSince = online ? -Infinity : Date.now();
  let watching = false;
  let retry: number | undefined;
  let firstProbe: Promise<boolean> | undefined;
  const listeners = new Set<Listener>();

  function set(next: boolean) {
    if (!next) scheduleRetry();
    if (next === online) return;
    online = next;
    if (!next) offlineSince = Date.now();
    listeners.forEach((listener) => listener());
  }

  function scheduleRetry() {
    if (retry !== undefined || !watching) return;
    retry = browser.setTimeout(() => {
      retry = undefined;
      if (!online) void probe();
    }, retryMs);
  }

  async function probe() {
    const sentAt = Date.now();
    try {
      const answer = await browser.fetch(probeUrl(), {
        cache: 'no-store',
        headers: { Accept: 'application/json' },
      });
      // Only that an answer came matters; its body is read so that no connection stays open.
      await answer.arrayBuffer();
      reportAnswer(sentAt);
      return true;
    } catch {
      set(false);
      return false;
    }
  }

  function reportAnswer(sentAt: number) {
    if (online || sentAt >= offlineSince) set(true);
  }

  function watch() {
    watching = true;
    browser.addEventListener('offline', () => set(false));
    // The browser's word that the network is back is checked before the banner goes.
    browser.addEventListener('online', () => void probe());
    browser.addEventListener('focus', () => {
      if (!online) void probe();
    });
    if (!online) scheduleRetry();
    firstProbe = probe();
  }

  return {
    online: () => online,
    subscribe(listener) {
      if (!watching) watch();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportNetworkFailure: () => set(false),
    reportAnswer,
    probe,
    firstCheck() {
      if (!watching) watch();
      return firstProbe ?? probe();
    },
  };
}
