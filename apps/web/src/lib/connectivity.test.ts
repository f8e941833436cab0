import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConnectivity } from './connectivity';

/** A browser whose network the test controls: `navigator.onLine` may say one thing, fetch another. */
function fakeBrowser(onLine: boolean) {
  const events = new EventTarget();
  let reachable = true;
  const fetch = vi.fn(async () => {
    if (!reachable) throw new TypeError('Failed to fetch');
    return new Response('{}', { status: 503 });
  });
  const browser = {
    navigator: { onLine },
    addEventListener: events.addEventListener.bind(events),
    setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
    fetch: fetch as unknown as typeof globalThis.fetch,
  };
  return {
    browser,
    fetch,
    setReachable: (value: boolean) => (reachable = value),
    fire: (type: 'online' | 'offline' | 'focus') => events.dispatchEvent(new Event(type)),
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

/** Connectivity on an online fake browser, on fake timers, with one listener, after its first probe. */
async function watchedConnectivity() {
  vi.useFakeTimers();
  const net = fakeBrowser(true);
  const connectivity = createConnectivity({ probeUrl: () => '/api/ping', browser: net.browser });
  connectivity.subscribe(() => undefined);
  await settle();
  return { net, connectivity };
}

afterEach(() => vi.useRealTimers());

describe('connectivity', () => {
  it('is offline when the app opens with no network, even while the browser says it is online', async () => {
    vi.useFakeTimers();
    const net = fakeBrowser(true);
    net.setReachable(false);
    const connectivity = createConnectivity({
      probeUrl: () => '/api/ping',
      browser: net.browser,
      retryMs: 1000,
    });
    const changed = vi.fn();
    connectivity.subscribe(changed);
    await settle();
    expect(connectivity.online()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(net.fetch).toHaveBeenCalledWith(
      '/api/ping',
      expect.objectContaining({ cache: 'no-store' }),
    );

    // Asked again while offline: back online once the server answers, whatever its status.
    net.setReachable(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(connectivity.online()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('goes offline when a request finds no network, and online when any answer comes', async () => {
    const { connectivity } = await watchedConnectivity();
    expect(connectivity.online()).toBe(true);
    await vi.advanceTimersByTimeAsync(5);
    connectivity.reportNetworkFailure();
    expect(connectivity.online()).toBe(false);
    await vi.advanceTimersByTimeAsync(5);
    connectivity.reportAnswer(Date.now());
    expect(connectivity.online()).toBe(true);
  });

  it('stays offline when an answer comes to a request sent before the network went', async () => {
    const { net, connectivity } = await watchedConnectivity();
    const sentBefore = Date.now();
    await vi.advanceTimersByTimeAsync(50);
    net.fire('offline');
    await vi.advanceTimersByTimeAsync(50);
    connectivity.reportAnswer(sentBefore);
    expect(connectivity.online()).toBe(false);
    connectivity.reportAnswer(Date.now());
    expect(connectivity.online()).toBe(true);
  });

  it('believes the browser that the network is gone, and checks its word that it is back', async () => {
    const { net, connectivity } = await watchedConnectivity();
    net.setReachable(false);
    net.fire('offline');
    expect(connectivity.online()).toBe(false);
    net.fire('online');
    await settle();
    expect(connectivity.online()).toBe(false);
    net.setReachable(true);
    net.fire('focus');
    await settle();
    expect(connectivity.online()).toBe(true);
  });
});
