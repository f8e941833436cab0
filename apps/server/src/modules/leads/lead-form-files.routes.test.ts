import { describe, expect, it } from 'vitest';
import { MAX_LEAD_FILE_BYTES, apiMessages, leadMessages, type ApiEnvelope } from '@yaar/shared';
import { createStaffUser } from '../../../test/factories';
import {
  FILES,
  createLeadViaApi,
  hoarding,
  leadFields,
  leadFormData,
  leadMobile,
  postForm,
  storedFiles,
  tempFiles,
} from '../../../test/leads';

import { leadFormHarness } from './lead-form.test-harness';

const { h, leadCount, create, errorsOf, expectNoFilesLeft } = leadFormHarness();

describe('POST /api/lead-create', () => {
  describe('files', () => {
    it('refuses a renamed executable sent as .jpg, leaving no file behind', async () => {
      const before = await storedFiles(h.t.ctx);
      const count = await leadCount();
      const response = await create(await leadFields(h.t.ctx), {
        Hoarding: { name: 'photo.jpg', content: FILES.exe, type: 'image/jpeg' },
      });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({ Hoarding: leadMessages.fileType });
      expect(await leadCount()).toBe(count);
      await expectNoFilesLeft(before);
    });

    it.each([
      ['a text file named .png', Buffer.from('just some text'), 'VFront'],
      ['an empty file', Buffer.alloc(0), 'VBack'],
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'VFront'],
    ])('refuses %s with the file-type message', async (_name, content, field) => {
      const before = await storedFiles(h.t.ctx);
      const response = await create(await leadFields(h.t.ctx), {
        ...hoarding(),
        [field]: { name: 'card.png', content, type: 'image/png' },
      });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({ [field]: leadMessages.fileType });
      await expectNoFilesLeft(before);
    });

    it('refuses 8 MB + 1 byte with the size message, and keeps exactly 8 MB', async () => {
      const before = await storedFiles(h.t.ctx);
      const big = Buffer.alloc(MAX_LEAD_FILE_BYTES + 1, 0x20);
      FILES.jpg.copy(big);
      const refused = await create(await leadFields(h.t.ctx), {
        Hoarding: { name: 'big.jpg', content: big },
      });
      expect(refused.statusCode).toBe(422);
      expect(errorsOf(refused)).toEqual({ Hoarding: leadMessages.fileSize });
      await expectNoFilesLeft(before);

      const exact = await create(await leadFields(h.t.ctx), {
        Hoarding: { name: 'exact.jpg', content: big.subarray(0, MAX_LEAD_FILE_BYTES) },
      });
      expect(exact.statusCode).toBe(200);
      expect(await storedFiles(h.t.ctx)).toHaveLength(before.length + 1);
      expect(tempFiles(h.t.ctx)).toEqual([]);
    });

    it('refuses a good file when a field is wrong, keeping none of the files', async () => {
      const before = await storedFiles(h.t.ctx);
      const response = await create(await leadFields(h.t.ctx, { Product: '' }), {
        Hoarding: { name: 'h.jpg', content: FILES.jpg },
        VFront: { name: 'f.png', content: FILES.png },
        VBack: { name: 'b.exe.jpg', content: FILES.exe },
      });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual({
        Product: leadMessages.productRequired,
        VBack: leadMessages.fileType,
      });
      await expectNoFilesLeft(before);
    });

    it('answers a fourth file, or a file under another name, with 4xx and leaves no file', async () => {
      const before = await storedFiles(h.t.ctx);
      const form = leadFormData(await leadFields(h.t.ctx), {
        Hoarding: { name: 'h.jpg', content: FILES.jpg },
        VFront: { name: 'f.jpg', content: FILES.jpg },
        VBack: { name: 'b.jpg', content: FILES.jpg },
        Extra: { name: 'x.jpg', content: FILES.jpg },
      });
      const response = await postForm(h.t, '/api/lead-create', h.staff, form);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      await expectNoFilesLeft(before);
    });

    it('refuses an anonymous upload before reading its files', async () => {
      const before = await storedFiles(h.t.ctx);
      const response = await postForm(
        h.t,
        '/api/lead-create',
        null,
        leadFormData(await leadFields(h.t.ctx), hoarding()),
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 401, message: apiMessages.unauthorized });
      await expectNoFilesLeft(before);
    });
  });

  describe('the duplicate check (a body with only MobileNo)', () => {
    it('answers 200 with empty errors for a free number, and writes nothing', async () => {
      const before = await leadCount();
      for (const payload of [
        leadFormData({ MobileNo: leadMobile() }),
        { MobileNo: leadMobile() },
      ]) {
        const response = await postForm(h.t, '/api/lead-create', h.staff, payload);
        expect(response.statusCode).toBe(200);
        expect(response.json<ApiEnvelope>()).toMatchObject({ status: 200, errors: {} });
      }
      expect(await leadCount()).toBe(before);
    });

    it('answers 200 with the MobileNo message for a number in use, whoever owns the lead', async () => {
      const other = await createStaffUser(h.t.ctx);
      const mobile = leadMobile();
      await createLeadViaApi(h.t, other, { MobileNo: mobile });
      const response = await postForm(
        h.t,
        '/api/lead-create',
        h.staff,
        leadFormData({ MobileNo: mobile }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 200,
        message: leadMessages.mobileDuplicate,
        errors: { MobileNo: leadMessages.mobileDuplicate },
      });
    });

    it('answers an invalid number with its message', async () => {
      const response = await postForm(h.t, '/api/lead-create', h.staff, { MobileNo: '12' });
      expect(response.statusCode).toBe(200);
      expect(errorsOf(response)).toEqual({ MobileNo: leadMessages.mobileInvalid });
    });

    it('on update, does not count the lead itself', async () => {
      const mobile = leadMobile();
      const id = await createLeadViaApi(h.t, h.staff, { MobileNo: mobile });
      const own = await postForm(
        h.t,
        '/api/lead-update',
        h.staff,
        leadFormData({ MobileNo: mobile, id: String(id) }),
      );
      expect(errorsOf(own)).toEqual({});
      const taken = leadMobile();
      await createLeadViaApi(h.t, h.staff, { MobileNo: taken });
      const other = await postForm(h.t, '/api/lead-update', h.staff, { MobileNo: taken, id });
      expect(errorsOf(other)).toEqual({ MobileNo: leadMessages.mobileDuplicate });
    });
  });
});
