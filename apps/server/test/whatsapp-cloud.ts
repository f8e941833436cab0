import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the fake Cloud API took: the JSON it was sent, and the answer's wamid. */
export interface ReceivedMessage {
  phoneNumberId: string;
  authorization: string | undefined;
  body: {
    messaging_product: string;
    to: string;
    type: string;
    biz_opaque_callback_data?: string;
    template: {
      name: string;
      language: { code: string };
      components: {
        type: string;
        parameters: { type: string; text?: string; document?: { id: string; filename: string } }[];
      }[];
    };
  };
  wamid: string;
  /** When it arrived (ms since the epoch): the bench reads the pacing from these. */
  at: number;
}

/** A media upload the fake took: its form fields and the file. */
export interface ReceivedMedia {
  phoneNumberId: string;
  authorization: string | undefined;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer };
  id: string;
}

/** A scripted failure: the HTTP status and Graph error code answered, for `times` requests. */
export interface ScriptedFailure {
  status: number;
  code?: number;
  details?: string;
  times?: number;
  /** Only for this recipient ('91…'); any when unset. */
  to?: string;
  /** Only on this edge. */
  edge?: 'messages' | 'media';
}

/**
 * A local WhatsApp Cloud API (the Graph API's `/{version}/{phone-number-id}/messages` and
 * `/media`, as Meta documents them), a real HTTP server: it checks the bearer token, records every
 * request, answers wamids and media ids, and answers the failures a test scripts (130429 with 429,
 * 131026 with 400, a 500).
 */
export async function startWhatsAppCloud(options: {
  token: string;
  version?: string;
  port?: number;
}) {
  const version = options.version ?? 'v21.0';
  const messages: ReceivedMessage[] = [];
  const media: ReceivedMedia[] = [];
  const refused: { edge: string; status: number; to?: string }[] = [];
  const script: ScriptedFailure[] = [];
  let next = 0;

  const failureFor = (edge: 'messages' | 'media', to?: string) => {
    const index = script.findIndex(
      (failure) => (!failure.edge || failure.edge === edge) && (!failure.to || failure.to === to),
    );
    if (index < 0) return null;
    const failure = script[index]!;
    failure.times = (failure.times ?? 1) - 1;
    if (failure.times <= 0) script.splice(index, 1);
    return failure;
  };

  const answer = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const graphError = (failure: ScriptedFailure) => ({
    error: {
      message: failure.details ?? 'Scripted failure',
      type: 'OAuthException',
      code: failure.code ?? failure.status,
      error_data: { messaging_product: 'whatsapp', details: failure.details ?? 'Scripted failure' },
      fbtrace_id: 'AbCdEf',
    },
  });

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks);
        const match = new RegExp(`^/${version.replace('.', '\\.')}/(\\d+)/(messages|media)$`).exec(
          request.url ?? '',
        );
        if (request.method === 'GET' && request.url === '/health')
          return answer(response, 200, { ok: true });
        // What it took, for a browser test in another process to read.
        if (request.method === 'GET' && request.url === '/received')
          return answer(response, 200, { messages, media: media.length });
        if (request.method !== 'POST' || !match)
          return answer(response, 404, { error: { code: 100 } });
        const [, phoneNumberId = '', edge] = match as unknown as [
          string,
          string,
          'messages' | 'media',
        ];
        const authorization = request.headers.authorization;
        if (authorization !== `Bearer ${options.token}`)
          return answer(response, 401, {
            error: { code: 190, message: 'Invalid OAuth access token' },
          });
        if (edge === 'media') {
          const form = await new Response(raw, {
            headers: { 'content-type': request.headers['content-type'] ?? '' },
          }).formData();
          const file = form.get('file');
          const failure = failureFor('media');
          if (failure) {
            refused.push({ edge, status: failure.status });
            return answer(response, failure.status, graphError(failure));
          }
          if (!(file instanceof Blob) || form.get('messaging_product') !== 'whatsapp')
            return answer(response, 400, { error: { code: 100, message: 'Invalid parameter' } });
          const id = `media-${++next}`;
          media.push({
            phoneNumberId,
            authorization,
            fields: Object.fromEntries(
              [...form.entries()].filter(([, value]) => typeof value === 'string') as [
                string,
                string,
              ][],
            ),
            file: {
              name: file.name,
              type: file.type,
              bytes: Buffer.from(await file.arrayBuffer()),
            },
            id,
          });
          return answer(response, 200, { id });
        }
        const body = JSON.parse(raw.toString('utf8')) as ReceivedMessage['body'];
        const failure = failureFor('messages', body.to);
        if (failure) {
          refused.push({ edge, status: failure.status, to: body.to });
          return answer(response, failure.status, graphError(failure));
        }
        const wamid = `wamid.HBgM${String(++next).padStart(8, '0')}`;
        messages.push({ phoneNumberId, authorization, body, wamid, at: Date.now() });
        return answer(response, 200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: wamid, message_status: 'accepted' }],
        });
      })().catch((error: unknown) => answer(response, 500, { error: { message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** WHATSAPP_API_URL for the app. */
    baseUrl: `${origin}/${version}`,
    messages,
    media,
    refused,
    /** The next request(s) matching fail this way. */
    fail: (failure: ScriptedFailure) => script.push(failure),
    /** The messages sent to one customer (10 digits). */
    to: (mobile: string) => messages.filter((message) => message.body.to === `91${mobile}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type WhatsAppCloud = Awaited<ReturnType<typeof startWhatsAppCloud>>;

/** Every WhatsApp setting for a test app talking to `cloud`. */
export const whatsappEnv = (
  cloud: { baseUrl: string },
  token = 'test-access-token-0123456789',
) => ({
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_ACCESS_TOKEN: token,
  WHATSAPP_APP_SECRET: 'test-app-secret-0123456789abcdef',
  WHATSAPP_VERIFY_TOKEN: 'verify-me-please',
  WHATSAPP_API_URL: cloud.baseUrl,
  WHATSAPP_TEMPLATE_INVOICE: 'yaar_invoice',
  WHATSAPP_TEMPLATE_RENEWAL: 'yaar_renewal_notice',
  WHATSAPP_TEMPLATE_LANGUAGE: 'en',
});
export const TEST_WHATSAPP_TOKEN = 'test-access-token-0123456789';
