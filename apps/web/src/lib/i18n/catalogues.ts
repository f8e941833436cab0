import type { Catalogue, Language } from '@yaar/shared';

/** The light Sign In page's few texts, or all of the app's (which include them). */
export type CataloguePart = 'sign-in' | 'app';

type Loader = () => Promise<{ default: Catalogue }>;

/** One chunk per language and part: a phone downloads only its own language's. */
const loaders: Record<Exclude<Language, 'en'>, Record<CataloguePart, Loader>> = {
  gu: { 'sign-in': () => import('@/locales/sign-in.gu'), app: () => import('@/locales/app.gu') },
  hi: { 'sign-in': () => import('@/locales/sign-in.hi'), app: () => import('@/locales/app.hi') },
};

export async function loadCatalogue(
  language: Exclude<Language, 'en'>,
  part: CataloguePart,
): Promise<Catalogue> {
  return (await loaders[language][part]()).default;
}
