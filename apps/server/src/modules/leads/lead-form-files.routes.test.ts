import { describe, expect, it } from 'vitest';
import { MAX_LEAD_FILE_BYTES, apiMessages, leadMessages, type ApiEnvelope } from '@yaar/shared';
import { createStaffUser } from '../../../test/factories';
import { FILES, createLeadViaApi, hoarding, leadFormData, leadMobile } from '../../../test/leads';

import { leadFormHarness } from './lead-form.test-harness';

const h = leadFormHarness();

describe('POST /api/lead-create', () => {
  describe('files', () => {
    it('refuses a renamed executable sent as .jpg, leaving no file behind', async () => {
      const before = await h.storedNow();
      const count = await h.leadCount();
      const response = await h.create(await h.validFields(), {
        Hoarding: { name: 'photo.jpg', content: FILES.exe, type: 'image/jpeg' },
      });
      expect(response.statusCode).toBe(422);
      expect(h.errorsOf(response)).toEqual({ Hoarding: leadMessages.fileType });
      expect(await h.leadCount()).toBe(count);
      await h.expectNoFilesLeft(before);
    });

    it.each([
      ['a text file named .png', Buffer.from('just some text'), 'VFront'],
      ['an empty file', Buffer.alloc(0), 'VBack'],
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'VFront'],
    ])('refuses %s with the file-type message', async (_name, content, field) => {
      const before = await h.storedNow();
      const response = await h.create(await h.validFields(), {
        ...hoarding(),
        [field]: { name: 'card.png', content, type: 'image/png' },
      });
      expect(response.statusCode).toBe(422);
      expect(h.errorsOf(response)).toEqual({ [field]: leadMessages.fileType });
      await h.expectNoFilesLeft(before);
    });

    it('refuses 8 MB + 1 byte with the size message, and keeps exactly 8 MB', async () => {
      const before = await h.storedNow();
      const big = Buffer.alloc(MAX_LEAD_FILE_BYTES + 1, 0x20);
      FILES.jpg.copy(big);
      const refused = await h.create(await h.validFields(), {
        Hoarding: { name: 'big.jpg', content: big },
      });
      expect(refused.statusCode).toBe(422);
      expect(h.errorsOf(refused)).toEqual({ Hoarding: leadMessages.fileSize });
      await h.expectNoFilesLeft(before);

      const exact = await h.create(await h.validFields(), {
        Hoarding: { name: 'exact.jpg', content: big.subarray(0, MAX_LEAD_FILE_BYTES) },
      });
      expect(exact.statusCode).toBe(200);
      await h.expectFilesStored(before.length + 1);
    });

    it('refuses a good file when a field is wrong, keeping none of the files', async () => {
      const before = await h.storedNow();
      const response = await h.create(await h.validFields({ Product: '' }), {
        Hoarding: { name: 'h.jpg', content: FILES.jpg },
        VFront: { name: 'f.png', content: FILES.png },
        VBack: { name: 'b.exe.jpg', content: FILES.exe },
      });
      expect(response.statusCode).toBe(422);
      expect(h.errorsOf(response)).toEqual({
        Product: leadMessages.productRequired,
        VBack: leadMessages.fileType,
      });
      await h.expectNoFilesLeft(before);
    });

    it('answers a fourth file, or a file under another name, with 4xx and leaves no file', async () => {
      const before = await h.storedNow();
      const form = leadFormData(await h.validFields(), {
        Hoarding: { name: 'h.jpg', content: FILES.jpg },
        VFront: { name: 'f.jpg', content: FILES.jpg },
        VBack: { name: 'b.jpg', content: FILES.jpg },
        Extra: { name: 'x.jpg', content: FILES.jpg },
      });
      const response = await h.postCreate(form);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      await h.expectNoFilesLeft(before);
    });

    it('refuses an anonymous upload before reading its files', async () => {
      const before = await h.storedNow();
      const response = await h.createAs(null, await h.validFields());
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 401, message: apiMessages.unauthorized });
      await h.expectNoFilesLeft(before);
    });
  });

  describe('the duplicate check (a body with only MobileNo)', () => {
    it('answers 200 with empty errors for a free number, and writes nothing', async () => {
      const before = await h.leadCount();
      for (const payload of [
        leadFormData({ MobileNo: leadMobile() }),
        { MobileNo: leadMobile() },
      ]) {
        const response = await h.postCreate(payload);
        expect(response.statusCode).toBe(200);
        expect(response.json<ApiEnvelope>()).toMatchObject({ status: 200, errors: {} });
      }
      expect(await h.leadCount()).toBe(before);
    });

    it('answers 200 with the MobileNo message for a number in use, whoever owns the lead', async () => {
      const other = await createStaffUser(h.t.ctx);
      const mobile = leadMobile();
      await createLeadViaApi(h.t, other, { MobileNo: mobile });
      const response = await h.postCreate(leadFormData({ MobileNo: mobile }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 200,
        message: leadMessages.mobileDuplicate,
        errors: { MobileNo: leadMessages.mobileDuplicate },
      });
    });

    it('answers an invalid number with its message', async () => {
      const response = await h.postCreate({ MobileNo: '12' });
      expect(response.statusCode).toBe(200);
      expect(h.errorsOf(response)).toEqual({ MobileNo: leadMessages.mobileInvalid });
    });

    it('on update, does not count the lead itself', async () => {
      const mobile = leadMobile();
      const id = await createLeadViaApi(h.t, h.staff, { MobileNo: mobile });
      const own = await h.postUpdate(leadFormData({ MobileNo: mobile, id: String(id) }));
      expect(h.errorsOf(own)).toEqual({});
      const taken = leadMobile();
      await createLeadViaApi(h.t, h.staff, { MobileNo: taken });
      const other = await h.postUpdate({ MobileNo: taken, id });
      expect(h.errorsOf(other)).toEqual({ MobileNo: leadMessages.mobileDuplicate });
    });
  });
});
