import fs from 'node:fs/promises';
import type { AppConfig } from '../env';
import { smsProviderOf } from '../env-sms';
import type { SmsContent } from './sms-templates';

/** One SMS: the number, and the template message (lib/sms-templates `smsOf`). */
export interface SmsMessage extends SmsContent {
  to: string;
  /** The code, for the development outbox only; never sent to a provider separately. */
  otp?: string;
}

/** The one way out to SMS: a provider in production, the log and an outbox file in development. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** What DLT asks of every commercial SMS in India: the entity, the sender id, each template's id. */
export interface DltSettings {
  entityId: string;
  sender: string;
  templateIds: Partial<Record<SmsMessage['kind'], string>>;
}

const templateIdOf = (dlt: DltSettings, kind: SmsMessage['kind']) => {
  const id = dlt.templateIds[kind];
  if (!id) throw new Error(`No DLT template id is set for the ${kind} SMS`);
  return id;
};

async function post(url: string, headers: Record<string, string>, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  return response;
}

export function createDevSmsSender(log: (line: string) => void, outboxFile?: string): SmsSender {
  return {
    async send(message) {
      log(`SMS to ${message.to}: ${message.text}`);
      if (outboxFile) await fs.appendFile(outboxFile, `${JSON.stringify(message)}\n`);
    },
  };
}

/**
 * A JSON-over-HTTPS SMS gateway: POST {to, text, templateId, entityId, sender} with a bearer key.
 */
export function createHttpSmsSender(url: string, apiKey: string, dlt: DltSettings): SmsSender {
  return {
    async send({ to, text, kind }) {
      const templateId = templateIdOf(dlt, kind);
      await post(
        url,
        { authorization: `Bearer ${apiKey}` },
        { to, text, templateId, entityId: dlt.entityId, sender: dlt.sender },
      );
    },
  };
}

export const MSG91_FLOW_URL = 'https://control.msg91.com/api/v5/flow';

/**
 * MSG91's Flow API: POST {template_id, short_url, sender, recipients: [{mobiles, var1, …}]} with
 * the `authkey` header. The template (its text, with ##var1##… for the variables) is registered
 * on MSG91 and mapped there to its DLT template and entity; the mobile carries the 91 prefix. MSG91
 * answers 200 with `{"type":"error"}` for some refusals, so the type is read too.
 */
export function createMsg91SmsSender(authKey: string, dlt: DltSettings, url = MSG91_FLOW_URL) {
  const sender: SmsSender = {
    async send({ to, vars, kind }) {
      const recipient: Record<string, string> = { mobiles: `91${to}` };
      vars.forEach((value, index) => (recipient[`var${index + 1}`] = value));
      const response = await post(
        url,
        { authkey: authKey, accept: 'application/json' },
        {
          template_id: templateIdOf(dlt, kind),
          short_url: '0',
          sender: dlt.sender,
          recipients: [recipient],
        },
      );
      const answer = (await response.json().catch(() => ({}))) as {
        type?: string;
        message?: string;
      };
      if (answer.type === 'error')
        throw new Error(`SMS gateway refused the message: ${answer.message ?? 'no reason given'}`);
    },
  };
  return sender;
}

/** The sender the configuration names (SMS_PROVIDER): dev, the generic gateway, or MSG91. */
export function createSmsSender(config: AppConfig, log: (line: string) => void): SmsSender {
  const provider = smsProviderOf(config);
  const dlt: DltSettings = {
    entityId: config.SMS_DLT_ENTITY_ID ?? '',
    sender: config.SMS_SENDER_ID ?? '',
    templateIds: {
      otp: config.SMS_TEMPLATE_OTP,
      renewal: config.SMS_TEMPLATE_RENEWAL,
      renewalUpi: config.SMS_TEMPLATE_RENEWAL_UPI,
      invoice: config.SMS_TEMPLATE_INVOICE,
    },
  };
  const key = config.SMS_PROVIDER_KEY ?? '';
  if (provider === 'msg91') return createMsg91SmsSender(key, dlt, config.SMS_PROVIDER_URL);
  if (provider === 'http' && config.SMS_PROVIDER_URL)
    return createHttpSmsSender(config.SMS_PROVIDER_URL, key, dlt);
  return createDevSmsSender(log, config.SMS_OUTBOX_FILE);
}
