import { leadPaths } from '@yaar/shared';
import { api } from '@/lib/api';

/**
 * The duplicate-mobile check (spec 1 §5, DESIGN §4): `lead-create` or `lead-update` with only
 * MobileNo (and id). Answers the MobileNo message, or null when the number is free. A failed check
 * is only logged and answers null.
 */
export async function checkMobile(mobileNo: string, leadId?: number): Promise<string | null> {
  const body = new FormData();
  body.append('MobileNo', mobileNo);
  if (leadId !== undefined) body.append('id', String(leadId));
  try {
    const answer = await api.post<never>(
      leadId === undefined ? leadPaths.leadCreate : leadPaths.leadUpdate,
      body,
    );
    if (answer.status !== 200) return null;
    return answer.errors?.MobileNo ?? Object.values(answer.errors ?? {})[0] ?? null;
  } catch (error) {
    console.error('Could not check the mobile number', error);
    return null;
  }
}
