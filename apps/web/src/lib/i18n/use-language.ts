import type { Language } from '@yaar/shared';
import { useSyncExternalStore } from 'react';
import { currentLanguage, onLanguageChange } from './language';

/** The screens' language; a component using it draws again when the picker changes it. */
export const useLanguage = (): Language =>
  useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
