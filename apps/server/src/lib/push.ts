import fs from 'node:fs/promises';
import path from 'node:path';

/** One push notification to an audience of the companion app (its businesses or its customers). */
export interface PushMessage {
  audience: 'companies' | 'users';
  title: string;
  body: string;
}

/** The one way out to push notifications: a provider in production, a file in development. */
export interface PushSender {
  send(message: PushMessage): Promise<void>;
}

/** Development: each notification is a line of JSON in `outboxFile` (as the SMS outbox). */
export function createDevPushSender(outboxFile: string): PushSender {
  return {
    async send(message) {
      await fs.mkdir(path.dirname(outboxFile), { recursive: true });
      await fs.appendFile(outboxFile, `${JSON.stringify(message)}\n`);
    },
  };
}

/** A JSON-over-HTTPS push gateway: POST {audience, title, body} with a bearer key. */
export function createHttpPushSender(url: string, apiKey: string): PushSender {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Push gateway answered ${response.status}`);
    },
  };
}
