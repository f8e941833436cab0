import { z } from 'zod';
import { inputMessages } from '@yaar/shared';
import type { Clock } from './clock';
import { AppError, forbidden } from './errors';
import type { UrlSigner } from './storage';

/** What a link handed out for a file carries back: its expiry (Unix seconds) and signature. */
/** A part of a signed link's address, at most `max` characters; anything else is a changed link. */
export const signedLinkPart = (max: number) =>
  z.string({ error: inputMessages.linkInvalid }).max(max, { error: inputMessages.linkInvalid });

/** The query of a signed file link (a lead file, a visit photo, an image): its expiry and signature. */
export const signedLinkQuerySchema = z.object({
  expires: signedLinkPart(20).optional(),
  signature: signedLinkPart(100).optional(),
});

export interface SignedLinkQuery {
  expires?: string;
  signature?: string;
}

/**
 * The one way a short-lived link to a kind of file (a lead's photo, an offer's image, a media
 * image, a report) is issued and checked over `lib/storage/signed-url.ts`: `resource` names the
 * file (`lead-file/12/Hoarding`), and the link's query is `expires=…&signature=…`.
 */
export const signedLinkQuery = (signer: UrlSigner, resource: string, expires: number) =>
  `expires=${expires}&signature=${signer.sign(resource, expires)}`;

/** Whether a link has the shape of a signed one (an expiry and a signature), before any look-up. */
export const isSignedLinkShaped = (link: SignedLinkQuery) =>
  Number.isSafeInteger(Number(link.expires)) && Boolean(link.signature);

/** The expiry a link carries when its signature over `resource` holds; undefined otherwise. */
export function verifiedExpiry(
  signer: UrlSigner,
  resource: string,
  link: SignedLinkQuery,
): number | undefined {
  if (!isSignedLinkShaped(link)) return undefined;
  const expires = Number(link.expires);
  return signer.verify(resource, expires, link.signature!) ? expires : undefined;
}

/**
 * A file link checked as every file route answers it: 403 when the signature fails, 403 with
 * `expiredMessage` once it has expired; else the seconds it has left (the answer's cache time).
 */
export function openSignedLink(
  ctx: { urlSigner: UrlSigner; clock: Clock },
  resource: string,
  link: SignedLinkQuery,
  expiredMessage: string,
): number {
  const expires = verifiedExpiry(ctx.urlSigner, resource, link);
  if (expires === undefined) throw forbidden();
  const secondsLeft = expires - Math.floor(ctx.clock.now().getTime() / 1000);
  if (secondsLeft <= 0) throw new AppError(403, expiredMessage);
  return secondsLeft;
}
