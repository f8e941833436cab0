import type { Readable } from 'node:stream';
import { LEAD_FILE_KINDS, leadPaths, type LeadFileKind } from '@yaar/shared';
import type { AppContext } from '../../context';
import { openSignedLink, signedLinkQuery } from '../../lib/signed-link';
import { MIME_OF_EXTENSION, type FileExtension } from '../../lib/storage/file-check';
import { leadNotFound } from './lead-access';
import { findLeadState, type LeadState } from './leads.repository';

/** How long a lead file URL handed out with a lead stays good. */
export const LEAD_FILE_URL_TTL_SECONDS = 60 * 60;

export const KEY_COLUMN: Record<LeadFileKind, 'hoardingKey' | 'vFrontKey' | 'vBackKey'> = {
  Hoarding: 'hoardingKey',
  VFront: 'vFrontKey',
  VBack: 'vBackKey',
};

const resourceOf = (leadId: number, kind: LeadFileKind) => `lead-file/${leadId}/${kind}`;

/**
 * The short-lived signed URL of one of a lead's files, or null when it has none. Handed out only
 * with a lead its caller may see, so holding the URL is the permission (an `<img src>` has no
 * bearer header).
 */
export function leadFileUrl(
  ctx: AppContext,
  leadId: number,
  kind: LeadFileKind,
  key: string | null,
): string | null {
  if (!key) return null;
  const expires = Math.floor(ctx.clock.now().getTime() / 1000) + LEAD_FILE_URL_TTL_SECONDS;
  const query = signedLinkQuery(ctx.urlSigner, resourceOf(leadId, kind), expires);
  return `${ctx.config.WEB_API_URL}${leadPaths.leadFile}/${leadId}/${kind}?${query}`;
}

export const leadFileUrls = (
  ctx: AppContext,
  lead: Pick<LeadState, 'id' | 'hoardingKey' | 'vFrontKey' | 'vBackKey'>,
) => ({
  Hoarding: leadFileUrl(ctx, lead.id, 'Hoarding', lead.hoardingKey),
  VFront: leadFileUrl(ctx, lead.id, 'VFront', lead.vFrontKey),
  VBack: leadFileUrl(ctx, lead.id, 'VBack', lead.vBackKey),
});

export interface OpenedLeadFile {
  stream: Readable;
  size: number;
  mime: string;
  fileName: string;
  secondsLeft: number;
}

/** 403 for a missing, wrong or expired signature (checked first); 404 when there is no such file. */
export async function openLeadFile(
  ctx: AppContext,
  request: { id: number; kind: string; expires?: string; signature?: string },
): Promise<OpenedLeadFile> {
  const kind = LEAD_FILE_KINDS.find((k) => k === request.kind);
  if (!kind) throw leadNotFound();
  const secondsLeft = openSignedLink(
    ctx,
    resourceOf(request.id, kind),
    request,
    'This link has expired. Open the lead again.',
  );
  const lead = await findLeadState(ctx.db, request.id, {});
  const key = lead?.[KEY_COLUMN[kind]];
  if (!key) throw leadNotFound();
  const file = await ctx.storage.get(key);
  if (!file) throw leadNotFound();
  const extension = key.slice(key.lastIndexOf('.') + 1) as FileExtension;
  return {
    ...file,
    mime: MIME_OF_EXTENSION[extension],
    fileName: `${kind}.${extension}`,
    secondsLeft,
  };
}
