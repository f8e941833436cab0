import type { CompanionToken } from '@yaar/shared';
import { companionAuthPaths } from '@yaar/shared';
import { oyaarApi } from '@/lib/api';

/**
 * Companion `POST /login` (spec 1 §7): proves who asks with the main-API token just issued and
 * answers the OYToken. Its failure is only logged by the caller, so no global alert.
 */
export const companionLogin = (mobileNo: string, apiToken: string) =>
  oyaarApi.post<CompanionToken[]>(
    companionAuthPaths.login,
    { MobileNo: mobileNo },
    { headers: { Authorization: `Bearer ${apiToken}` }, skipGlobalAlert: true },
  );
