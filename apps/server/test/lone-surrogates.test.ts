import { afterAll, beforeAll, expect, it } from 'vitest';
import { inputMessages } from '@yaar/shared';
import type { Headers, TestApp } from './app';
import { appWithCompanionAdmin, bearer, type TestUser } from './factories';

/**
 * Half of a UTF-16 pair alone ('\uD800', as a JSON escape) is no character: every text field
 * refuses it beside itself, instead of a 422 naming nothing or a '�' stored in its place.
 */
let t: TestApp, adminAccount: TestUser, oyAdmin: Headers;
beforeAll(async () => ({ t, adminAccount, admin: oyAdmin } = await appWithCompanionAdmin()));
afterAll(() => t.close());

const LONE = 'Asha \uD800 Traders';

it.each([
  ['/api/update-license', 'Name', { Product: 'OYaar', MobileNo: '9000001234' }],
  ['/api/update-license', 'Remarks', { Product: 'OYaar', MobileNo: '9000001234' }],
  ['/api/leads-list', 'Search', {}],
  ['/api/pay-commission', 'Remarks', { UserId: 1, Amount: 10, PaymentMethod: 'Cash' }],
  ['/oyaar-api/announcement-for-all', 'Title', { SentTo: 'users', Body: 'Hello' }],
  ['/oyaar-api/version-create', 'Message', { Version: '1.2.3', DeviceType: 'Android' }],
] as const)('%s refuses a lone surrogate in %s beside the field', async (url, field, rest) => {
  const headers = url.startsWith('/oyaar-api') ? oyAdmin : bearer(adminAccount);
  // Sent as the JSON text a client writes: the escape, not a UTF-8 byte sequence.
  const payload = JSON.stringify({ ...rest, [field]: LONE });
  const response = await t.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, 'content-type': 'application/json' },
  });
  expect(response.statusCode).toBe(422);
  expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(
    inputMessages.textInvalid,
  );
});

it('keeps a real character made of a pair (an emoji) as it was sent', async () => {
  const response = await t.inject({
    method: 'POST',
    url: '/api/leads-list',
    payload: { Search: 'Asha 🙏' },
    headers: bearer(adminAccount),
  });
  expect(response.statusCode).toBe(200);
});
