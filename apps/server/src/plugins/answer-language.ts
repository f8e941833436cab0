import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Catalogue, Language } from '@yaar/shared';
import { acceptedLanguages, pickLanguage, translateText } from '@yaar/shared';
import { sharedMessagesGu } from '@yaar/shared/i18n/gu';
import { sharedMessagesHi } from '@yaar/shared/i18n/hi';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language, from `Accept-Language` (gu, hi, else en). */
    answerLanguage: Language;
  }
}

const catalogues: Record<Language, Catalogue | undefined> = {
  en: undefined,
  gu: sharedMessagesGu,
  hi: sharedMessagesHi,
};

interface Envelope {
  message?: unknown;
  errors?: unknown;
}

/**
 * Issue 45: every answer's `message` and each field error of `errors` in the caller's language
 * (`Accept-Language`: gu, hi, else English, the spec's texts as they are), beside the same field
 * names. The services and schemas keep writing English; the answer is translated on its way out
 * through the shared catalogues (`translateText`), so every module is covered by one hook, and a
 * message not yet in a catalogue stays English.
 */
export function registerAnswerLanguage(app: FastifyInstance): void {
  app.decorateRequest('answerLanguage', 'en');
  app.addHook('onRequest', async (request) => {
    request.answerLanguage = pickLanguage(acceptedLanguages(request.headers['accept-language']));
  });
  app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload: unknown) => {
    const catalogue = catalogues[request.answerLanguage];
    if (!catalogue || !payload || typeof payload !== 'object') return payload;
    const envelope = payload as Envelope;
    if (typeof envelope.message !== 'string' && !isErrors(envelope.errors)) return payload;
    const translate = (text: string) => translateText(catalogue, request.answerLanguage, text);
    return {
      ...envelope,
      ...(typeof envelope.message === 'string' ? { message: translate(envelope.message) } : {}),
      ...(isErrors(envelope.errors)
        ? {
            errors: Object.fromEntries(
              Object.entries(envelope.errors).map(([field, text]) => [
                field,
                typeof text === 'string' ? translate(text) : text,
              ]),
            ),
          }
        : {}),
    };
  });
}

const isErrors = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
