import { healthPaths } from '@yaar/shared';
import { createApiClient } from './api-client';
import { endSession, readApiToken, readCompanionToken } from './session';
import { getConfig } from './config';
import { createConnectivity } from './connectivity';
import { currentLanguage } from './i18n/language';

/** Whether the server can be reached (the offline banner): asked of the API's ping. */
export const connectivity = createConnectivity({
  probeUrl: () => `${getConfig().apiUrl}${healthPaths.ping}`,
});

/** The main back-office API (spec 1 §7). A 401 ends the session; the guard then shows /signin. */
export const api = createApiClient({
  baseUrl: () => getConfig().apiUrl,
  getToken: readApiToken,
  getLanguage: currentLanguage,
  texts: {
    unauthorized: 'You are not authorized. Please log in again',
    serverError: 'Something went wrong. Please try again later',
  },
  onUnauthorized: endSession,
  connectivity,
});

/** The companion-app (OYaar) API, with the OYToken. */
export const oyaarApi = createApiClient({
  baseUrl: () => getConfig().oyaarApiUrl,
  getToken: readCompanionToken,
  getLanguage: currentLanguage,
  texts: {
    unauthorized: 'You are not authorized (OYaar). Please log in again',
    serverError: 'Something went wrong (OYaar). Please try again later',
  },
  onUnauthorized: endSession,
  connectivity,
});
