import { readFile, writeFile } from 'node:fs/promises';
import { mediaMessages, type MediaItem, type MediaListQuery } from '@yaar/shared';
import type { AppContext } from '../../context';
import { notFound, validationFailed } from '../../lib/errors';
import { pagedList } from '../../lib/paging';
import { newStorageKey } from '../../lib/storage/local-storage';
import type { CompanionCaller } from '../auth';
import type { MediaAddBody } from './media-body';
import { mediaImageUrl } from './media-images';
import * as repo from './media.repository';
import { sanitiseSvg } from './sanitise-svg';

/** Every media (of Type), newest first, or one page; each image as a short-lived signed URL. */
export const listMedia = (ctx: AppContext, query: MediaListQuery) =>
  pagedList<MediaItem>(query, {
    unpaged: 'every row',
    fetchRows: async (page) =>
      (await repo.listMedia(ctx.db, query, page)).map(({ key: _key, ...row }) => ({
        ...row,
        ImagePath: mediaImageUrl(ctx, row.id),
      })),
    countRows: () => repo.countMedia(ctx.db, query),
  });

/** An SVG is kept only as its sanitised rebuild, written over the upload's temporary file. */
async function sanitiseInPlace(tempPath: string) {
  const clean = sanitiseSvg(await readFile(tempPath));
  if (clean === null) throw validationFailed({ Image: mediaMessages.imageType });
  await writeFile(tempPath, clean);
}

/** Stores the image (an SVG sanitised) and records the media; its id. */
export async function addMedia(
  ctx: AppContext,
  caller: CompanionCaller,
  body: MediaAddBody,
): Promise<number> {
  const { Image: image } = body;
  if (image.type.mime === 'image/svg+xml') await sanitiseInPlace(image.tempPath);
  const key = newStorageKey('media', image.type.extension);
  await ctx.storage.put(key, image.tempPath);
  try {
    return await repo.insertMedia(ctx.db, {
      type: body.Type,
      link: body.Link,
      key,
      contentType: image.type.mime,
      createdBy: caller.backOfficeUser.id,
    });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
}

/**
 * Deletes a media and its stored image; 404 when there is none with this id. The row goes first:
 * once it is gone the delete has happened, and a file storage could not remove is only an orphan.
 */
export async function deleteMedia(ctx: AppContext, id: number): Promise<void> {
  const key = await repo.deleteMedia(ctx.db, id);
  if (key === null) throw notFound(mediaMessages.notFound);
  await Promise.allSettled([ctx.storage.delete(key)]);
}
