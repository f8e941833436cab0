import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, settingsPaths } from '@yaar/shared';
import { count } from 'drizzle-orm';
import { securityPins } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAppUser, createCompany } from '../../../test/companion-factories';
import { refusedCompanionTokens } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const routes = [
  ['GET', settingsPaths.allCompanies],
  ['GET', settingsPaths.tutorialLinks],
  ['GET', settingsPaths.defaultMessages],
  ['POST', settingsPaths.setReminderDays],
  ['POST', settingsPaths.setUpiId],
  ['POST', settingsPaths.setReceivePayments],
  ['POST', settingsPaths.setTutorialLinks],
  ['POST', settingsPaths.updateDefaultMessages],
  ['POST', settingsPaths.referredUsername],
  ['POST', settingsPaths.securityPin],
] as const;

describe('who may use General Settings', () => {
  it("refuses staff's offers-only OYToken (403), no token and the main-API token (401)", async () => {
    const company = await createCompany(t.ctx);
    const user = await createAppUser(t.ctx);
    const payload = {
      CompanyId: company.id,
      ReminderDays: 9,
      UPIId: 'staff@okaxis',
      ReceivePayments: 1,
      TutorialId: 1,
      Title: 'Changed',
      key: 'Welcome',
      message: 'Changed',
      MobileNo: user.mobileNo,
    };
    const { staffOYToken, mainToken } = await refusedCompanionTokens(t);
    for (const [method, path] of routes) {
      const call = (headers: Record<string, string>) =>
        t.inject({
          method,
          url: `/oyaar-api${path}`,
          headers,
          ...(method === 'POST' ? { payload } : {}),
        });
      const forbidden = await call(staffOYToken);
      expect(forbidden.statusCode, path).toBe(403);
      expect(forbidden.json()).toEqual({ status: 403, message: apiMessages.forbidden });
      for (const headers of [{}, mainToken])
        expect((await call(headers)).statusCode, path).toBe(401);
    }
    expect((await t.ctx.db.select({ n: count() }).from(securityPins))[0]!.n).toBe(0);
  });
});
