/**
 * The WhatsApp Business Platform's Cloud API (issue 44), plain HTTP with node's fetch:
 * `POST {base}/{phone-number-id}/media` (multipart: messaging_product, type, file) answers the
 * media id; `POST {base}/{phone-number-id}/messages` sends a template (header document by media
 * id, body text parameters) and answers the message id (wamid). The access token goes only in
 * the Authorization header: never into a URL, an error or a log line.
 *
 * One call is one attempt; what to do about a failure is its outcome, for the send queue
 * (lib/send-queue) to act on: `retry` (HTTP 429, error 130429 throughput, 5xx, no answer) later
 * with backoff, `unreachable` (131026: the number is not on WhatsApp) at once by SMS, `failed`
 * for the rest (a template refused, a bad parameter).
 */

export interface WhatsAppSettings {
  /** WHATSAPP_API_URL: the Graph API's versioned base. */
  baseUrl: string;
  phoneNumberId: string;
  accessToken: string;
  /** One attempt's limit. */
  timeoutMs?: number;
}

/** A template message: its name and language, an optional document header, the body's texts. */
export interface TemplateMessage {
  /** The recipient as WhatsApp wants it: country code and number, digits only ('9198…'). */
  to: string;
  template: string;
  language: string;
  document?: { mediaId: string; fileName: string };
  body: string[];
  /** Comes back in the status webhooks (`biz_opaque_callback_data`): our message id. */
  callbackData?: string;
}

export type WhatsAppOutcome =
  | { kind: 'sent'; wamid: string }
  | { kind: 'retry'; error: string }
  | { kind: 'unreachable'; error: string }
  | { kind: 'failed'; error: string };

export type MediaOutcome =
  { kind: 'uploaded'; mediaId: string } | Exclude<WhatsAppOutcome, { kind: 'sent' }>;

/** The Cloud API's error codes we act on (Meta's error codes reference). */
export const WHATSAPP_ERRORS = {
  /** Cloud API throughput reached: try again later. */
  throughput: 130429,
  /** The recipient is not a WhatsApp user (or has not accepted the terms). */
  notOnWhatsApp: 131026,
} as const;

interface GraphError {
  error?: { code?: number; message?: string; error_data?: { details?: string } };
}

/** What a non-2xx answer means for the queue. */
export function outcomeOfError(
  status: number,
  answer: GraphError,
): Exclude<WhatsAppOutcome, { kind: 'sent' }> {
  const code = answer.error?.code;
  const details = answer.error?.error_data?.details ?? answer.error?.message ?? '';
  const error =
    `WhatsApp answered ${status}${code ? ` (error ${code})` : ''}${details ? `: ${details}` : ''}`.slice(
      0,
      500,
    );
  if (code === WHATSAPP_ERRORS.notOnWhatsApp) return { kind: 'unreachable', error };
  if (status === 429 || code === WHATSAPP_ERRORS.throughput || status >= 500)
    return { kind: 'retry', error };
  return { kind: 'failed', error };
}

export interface WhatsAppClient {
  uploadPdf(fileName: string, bytes: Buffer): Promise<MediaOutcome>;
  sendTemplate(message: TemplateMessage): Promise<WhatsAppOutcome>;
}

export function createWhatsAppClient(settings: WhatsAppSettings): WhatsAppClient {
  const timeoutMs = settings.timeoutMs ?? 15_000;
  const url = (edge: 'media' | 'messages') =>
    `${settings.baseUrl}/${encodeURIComponent(settings.phoneNumberId)}/${edge}`;
  const authorization = { authorization: `Bearer ${settings.accessToken}` };

  /** One request: the parsed answer, or the outcome that a failure means. */
  async function call<T>(
    edge: 'media' | 'messages',
    init: { body: FormData | string; headers?: Record<string, string> },
  ): Promise<
    { ok: true; answer: T } | { ok: false; outcome: Exclude<WhatsAppOutcome, { kind: 'sent' }> }
  > {
    let response: Response;
    try {
      response = await fetch(url(edge), {
        method: 'POST',
        headers: { ...init.headers, ...authorization },
        body: init.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (failure) {
      // No answer (refused, reset, timed out): the message may be tried again.
      const reason = failure instanceof Error ? failure.name : 'error';
      return {
        ok: false,
        outcome: { kind: 'retry', error: `WhatsApp did not answer (${reason})` },
      };
    }
    const answer = (await response.json().catch(() => ({}))) as T & GraphError;
    if (!response.ok) return { ok: false, outcome: outcomeOfError(response.status, answer) };
    return { ok: true, answer };
  }

  return {
    async uploadPdf(fileName, bytes) {
      const form = new FormData();
      form.append('messaging_product', 'whatsapp');
      form.append('type', 'application/pdf');
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), fileName);
      const result = await call<{ id?: string }>('media', { body: form });
      if (!result.ok) return result.outcome;
      if (!result.answer.id) return { kind: 'failed', error: 'WhatsApp answered no media id' };
      return { kind: 'uploaded', mediaId: result.answer.id };
    },

    async sendTemplate(message) {
      const components: unknown[] = [];
      if (message.document)
        components.push({
          type: 'header',
          parameters: [
            {
              type: 'document',
              document: { id: message.document.mediaId, filename: message.document.fileName },
            },
          ],
        });
      if (message.body.length > 0)
        components.push({
          type: 'body',
          parameters: message.body.map((text) => ({ type: 'text', text })),
        });
      const payload = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to,
        type: 'template',
        ...(message.callbackData ? { biz_opaque_callback_data: message.callbackData } : {}),
        template: {
          name: message.template,
          language: { code: message.language },
          components,
        },
      };
      const result = await call<{ messages?: { id?: string }[] }>('messages', {
        body: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      if (!result.ok) return result.outcome;
      const wamid = result.answer.messages?.[0]?.id;
      if (!wamid) return { kind: 'failed', error: 'WhatsApp answered no message id' };
      return { kind: 'sent', wamid };
    },
  };
}
