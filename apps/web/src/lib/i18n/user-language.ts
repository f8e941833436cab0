import type { Language } from '@yaar/shared';
import { languagePaths } from '@yaar/shared';
import { api } from '../api';

/** `POST /user-language`: the signed-in user's language, kept so that it follows them. */
export const saveUserLanguage = (Language: Language) =>
  api.post(languagePaths.userLanguage, { Language }, { skipGlobalAlert: true });
