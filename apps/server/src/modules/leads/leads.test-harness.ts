import { expect } from 'vitest';
import type { ApiEnvelope, LeadListItem } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { adminUser, bearer, createStaffUser, type TestUser } from '../../../test/factories';

/** Shared by the leads route tests: an app with a staff member (Bhavna) and the administrator. */
export async function startLeadsTestApp() {
  const t = await createTestApp();
  return {
    t,
    staff: await createStaffUser(t.ctx, { firstName: 'Bhavna' }),
    admin: await adminUser(t.ctx),
  };
}

/** The calls the leads route tests make on the app `app()` gives. */
export function leadCalls(app: () => TestApp) {
  const post = (url: string, user: TestUser | null, payload: object) =>
    app().inject({ method: 'POST', url, headers: user ? bearer(user) : {}, payload });
  const list = async (user: TestUser, payload: object) => {
    const response = await post('/api/leads-list', user, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ApiEnvelope<LeadListItem[]>>();
  };
  const ids = async (user: TestUser, payload: object) =>
    (await list(user, payload)).data!.map((lead) => lead.id);
  return { post, list, ids };
}
