import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceMessages, reminderMessages, visitMessages, type ApiEnvelope } from '@yaar/shared';
import type { TestApp } from '../../test/app';
import { appWithAdminAndStaff, bearer, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
let staff: TestUser;
beforeAll(async () => {
  ({ t, admin, staff } = await appWithAdminAndStaff());
});
afterAll(() => t.close());

/** The answer to `user`'s POST in `language` (none: no Accept-Language sent). */
const post = async (user: TestUser, url: string, payload: object, language?: string) =>
  (
    await t.inject({
      method: 'POST',
      url,
      headers: { ...bearer(user), ...(language ? { 'accept-language': language } : {}) },
      payload,
    })
  ).json<ApiEnvelope>();

/** A check-in with a latitude off the globe: refused beside Latitude. */
const badCheckIn = { LeadId: 1, Latitude: 123, Longitude: 72.57, Accuracy: 10 };

describe('the field and office messages follow Accept-Language (issue 45)', () => {
  it('refuses a check-in beside its field in Gujarati and Hindi, in the English spec text without', async () => {
    expect((await post(staff, '/api/lead-visit', badCheckIn)).errors?.Latitude).toBe(
      visitMessages.latitudeInvalid,
    );
    expect((await post(staff, '/api/lead-visit', badCheckIn, 'gu')).errors?.Latitude).toBe(
      'અક્ષાંશ -90 થી 90 વચ્ચેની સંખ્યા હોવી જોઈએ.',
    );
    expect((await post(staff, '/api/lead-visit', badCheckIn, 'hi-IN')).errors?.Latitude).toBe(
      'अक्षांश -90 से 90 के बीच की संख्या होनी चाहिए।',
    );
  });

  it("refuses another employee's Day of Visits in the caller's language", async () => {
    const day = { UserId: admin.id, Date: '2026-11-27' };
    expect((await post(staff, '/api/visits-day', day)).message).toBe(visitMessages.notYours);
    expect((await post(staff, '/api/visits-day', day, 'gu-IN,en;q=0.5')).message).toBe(
      'તમે ફક્ત તમારી પોતાની મુલાકાતો જોઈ શકો છો.',
    );
    expect((await post(staff, '/api/visits-day', day, 'hi')).message).toBe(
      'आप सिर्फ़ अपनी विज़िट देख सकते हैं।',
    );
  });

  it('refuses a reminder device without its endpoint in Gujarati and Hindi', async () => {
    const device = { endpoint: '', keys: { p256dh: 'x', auth: 'y' } };
    const english = await post(staff, '/api/push-subscription', device);
    expect(english.errors?.endpoint).toBe(reminderMessages.endpointRequired);
    const gu = await post(staff, '/api/push-subscription', device, 'gu');
    expect(gu.errors?.endpoint).toBe('આ ફોનનો પુશ એન્ડપોઇન્ટ મોકલો.');
    const hi = await post(staff, '/api/push-subscription', device, 'hi');
    expect(hi.errors?.endpoint).toBe('इस फ़ोन का पुश एंडपॉइंट भेजें।');
  });

  it("refuses a licence sale's missing fields in Gujarati and Hindi, the English spec text without", async () => {
    const english = await post(admin, '/api/update-license', {});
    expect(english.errors?.EntryDate).toBe(licenceMessages.entryDateRequired);
    const gu = await post(admin, '/api/update-license', {}, 'gu');
    expect(gu.errors?.EntryDate).toBe('નોંધની તારીખ જરૂરી છે.');
    expect(gu.errors?.Product).toBe('પ્રોડક્ટ જરૂરી છે.');
    const hi = await post(admin, '/api/update-license', {}, 'hi');
    expect(hi.errors?.EntryDate).toBe('दर्ज करने की तारीख ज़रूरी है।');
    expect(Object.keys(hi.errors ?? {}).sort()).toEqual(Object.keys(english.errors ?? {}).sort());
  });
});
