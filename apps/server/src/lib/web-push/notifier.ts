import webpush from 'web-push';
import type { PushPayload } from '@yaar/shared';
import { isPushServiceEndpoint } from './push-services';
import type { VapidKeys } from './vapid';

/** A browser's push subscription, as stored: its endpoint and the keys that encrypt for it. */
export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** One notification for one device; every push shows one (iOS drops silent subscribers). */
export interface DeviceNotification extends PushPayload {
  /** How long the push service keeps it for a device that is offline. */
  ttlSeconds: number;
  /** A newer push of the same topic replaces one not yet delivered (≤ 32 base64url characters). */
  topic?: string;
}

/** What became of a push: taken by the push service, the device gone (404/410), or failed. */
export type DeliveryOutcome =
  { kind: 'delivered' } | { kind: 'gone'; status: number } | { kind: 'failed'; error: string };

/**
 * Notifications to employees' devices (the follow-up reminders). Not the companion app's
 * audience push (`lib/push.ts`, `ctx.push`), which goes to a gateway by audience.
 */
export interface DeviceNotifier {
  /** The VAPID public key devices subscribe with (`GET /push-key`). */
  publicKey(): string;
  notify(device: PushDevice, notification: DeviceNotification): Promise<DeliveryOutcome>;
}

export interface WebPushOptions {
  /** The key pair, read when first needed (made once under DATA_DIR when not configured). */
  keys: () => VapidKeys;
  /** VAPID_SUBJECT: the sender's real mailto: or https: address. */
  subject: string;
  /** PUSH_ENDPOINT_ALLOW: origins beyond the known push services. */
  allowedOrigins: readonly string[];
  /** The waits before the second and later attempts (429, 5xx, no answer); default 0.5 s, 2 s. */
  retryDelaysMs?: readonly number[];
  /** One attempt's limit. */
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The Web Push protocol with the `web-push` package: the payload encrypted for the device
 * (RFC 8291, `aes128gcm`) and signed with our VAPID key (RFC 8292), posted to the push service
 * with node's fetch (never following a redirect). 404 and 410 mean the subscription is gone;
 * 429, 5xx and network failures are tried again a bounded number of times; other answers fail.
 */
export function createWebPushNotifier(options: WebPushOptions): DeviceNotifier {
  const retryDelays = options.retryDelaysMs ?? [500, 2000];
  const timeoutMs = options.timeoutMs ?? 10_000;
  let keys: VapidKeys | undefined;
  const vapid = () => (keys ??= options.keys());
  // A VAPID token per push service (its origin is the token's audience), valid 12 hours and made
  // again after one: signing it costs more than encrypting a push, and a run sends hundreds to
  // the same few services.
  const tokens = new Map<string, { authorization: string; renewAt: number }>();
  const authorizationFor = (endpoint: string) => {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    let token = tokens.get(audience);
    if (!token || token.renewAt <= now) {
      const { publicKey, privateKey } = vapid();
      const expiration = Math.floor(now / 1000) + 12 * 3600;
      const headers = webpush.getVapidHeaders(
        audience,
        options.subject,
        publicKey,
        privateKey,
        'aes128gcm',
        expiration,
      );
      token = { authorization: headers.Authorization, renewAt: now + 3_600_000 };
      tokens.set(audience, token);
    }
    return token.authorization;
  };

  async function attempt(device: PushDevice, notification: DeviceNotification) {
    const { ttlSeconds, topic, ...payload } = notification;
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      // No vapidDetails: the Authorization header is the cached token below.
      {
        TTL: ttlSeconds,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
        ...(topic ? { topic } : {}),
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: {
        ...(request.headers as Record<string, string>),
        Authorization: authorizationFor(device.endpoint),
      },
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.status;
  }

  return {
    publicKey: () => vapid().publicKey,
    async notify(device, notification) {
      if (!isPushServiceEndpoint(device.endpoint, options.allowedOrigins))
        return { kind: 'failed', error: 'not a push service endpoint' };
      let error = '';
      for (let tries = 0; tries <= retryDelays.length; tries += 1) {
        if (tries > 0) await sleep(retryDelays[tries - 1]!);
        try {
          const status = await attempt(device, notification);
          if (status >= 200 && status < 300) return { kind: 'delivered' };
          if (status === 404 || status === 410) return { kind: 'gone', status };
          error = `the push service answered ${status}`;
          if (status !== 429 && status < 500) break;
        } catch (failure) {
          error = failure instanceof Error ? failure.message : String(failure);
        }
      }
      return { kind: 'failed', error };
    },
  };
}
