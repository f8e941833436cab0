import type { MediaType } from '@yaar/shared';
import { mediaPaths } from '@yaar/shared';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { oyaarApi } from '@/lib/api';

export const mediaKeys = { all: ['companion', 'media'] as const };

/** The list's source for `usePagedList`: the companion API's GET. */
export const mediaSource = {
  client: oyaarApi,
  path: mediaPaths.mediaList,
  method: 'GET',
  key: mediaKeys.all,
} as const;

/** What Media Add sends: the spec's multipart Type, Image and Link. */
export interface MediaAddInput {
  Type: MediaType | '';
  Image: File | undefined;
  Link: string;
}

const formDataOf = ({ Type, Image, Link }: MediaAddInput) => {
  const form = new FormData();
  form.append('Type', Type);
  if (Image) form.append('Image', Image, Image.name);
  form.append('Link', Link);
  return form;
};

/** Add or delete, then the list loads again. */
const useMediaChange = <Input>(send: (input: Input) => Promise<{ message: string }>) =>
  useInvalidatingMutation(mediaKeys.all, async (input: Input) => (await send(input)).message);

export const useAddMedia = () =>
  useMediaChange((input: MediaAddInput) =>
    oyaarApi.post(mediaPaths.insertMedia, formDataOf(input)),
  );

export const useDeleteMedia = () =>
  useMediaChange((id: number) => oyaarApi.post(mediaPaths.mediaDelete, { id }));
