import fs from 'node:fs/promises';

export interface SmsMessage {
  to: string;
  text: string;
  /** The code, for the development outbox only; never sent to a provider separately. */
  otp?: string;
}

/** The one way out to SMS: a provider in production, the log and an outbox file in development. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export function createDevSmsSender(log: (line: string) => void, outboxFile?: string): SmsSender {
  return {
    async send(message) {
      log(`SMS to ${message.to}: ${message.text}`);
      if (outboxFile) await fs.appendFile(outboxFile, `${JSON.stringify(message)}\n`);
    },
  };
}

/** A JSON-over-HTTPS SMS gateway: POST {to, text} with a bearer key. */
export function createHttpSmsSender(url: string, apiKey: string): SmsSender {
  return {
    async send({ to, text }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
