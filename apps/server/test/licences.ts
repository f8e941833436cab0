import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  licenceTotals,
  paiseToRupees,
  type ApiEnvelope,
  type LicenceRecord,
  type LicenceTransaction,
} from '@yaar/shared';
import { createTestApp, type TestApp } from './app';
import { adminUser, appWithAdminAndStaff, bearer, type TestUser } from './factories';
import { fixedClock } from '../src/lib/clock';

export interface PurchaseOptions {
  Product?: string;
  MobileNo: string;
  Name?: string;
  TranType?: string;
  EmployeeId?: number;
  EntryDate?: string;
  LicenseYears?: number;
  NoOfCompanies?: number;
  product?: number;
  server?: number;
  wa?: number;
  free?: boolean;
  gst?: boolean;
  PaymentMethod?: string;
  [field: string]: unknown;
}

/**
 * A consistent /update-license body: charges in paise, figures from the shared arithmetic. A sale
 * to a buyer without a GSTIN names their state, the supplier's own, Gujarat (issue 42: it is never
 * taken for granted); a renewal keeps the licence's.
 */
export function updateBody(options: PurchaseOptions) {
  const { product = 100000, server = 50000, wa = 0, free = false, gst = true, ...rest } = options;
  const totals = licenceTotals({
    productCharges: product,
    serverCharges: server,
    waBalance: wa,
    freeWABalance: free,
    gst,
  });
  return {
    Product: 'OYaar',
    Name: 'Asha Traders',
    TranType: 'Purchase',
    EntryDate: '2026-11-23',
    LicenseYears: 365,
    NoOfCompanies: 1,
    PaymentMethod: 'UPI',
    ProductCharges: paiseToRupees(product),
    ServerCharges: paiseToRupees(server),
    WABalance: paiseToRupees(wa),
    FreeWABalance: free,
    IsGST: gst,
    SubTotal: paiseToRupees(totals.subTotal),
    GSTCharges: paiseToRupees(totals.gstCharges),
    TotalCharges: paiseToRupees(totals.totalCharges),
    ...(rest.CustomerGSTIN || rest.TranType === 'Renewal' ? {} : { PlaceOfSupply: 'Gujarat' }),
    ...rest,
  };
}

export const post = async <D = unknown>(
  t: TestApp,
  user: TestUser | null,
  url: string,
  payload: object = {},
) => {
  const response = await t.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: user ? bearer(user) : {},
    payload,
  });
  const json = response.headers['content-type']?.toString().startsWith('application/json');
  return {
    status: response.statusCode,
    body: (json ? response.json() : {}) as ApiEnvelope<D>,
    response,
  };
};

export const search = async (t: TestApp, admin: TestUser, MobileNo: string, Product = 'OYaar') =>
  (await post<LicenceRecord[]>(t, admin, '/search-license', { Product, MobileNo })).body.data?.[0];

/** `/license-transactions` as a list: rows and meta. */
export const listTransactions = async (t: TestApp, admin: TestUser, filters: object) => {
  const { body } = await post<LicenceTransaction[]>(t, admin, '/license-transactions', filters);
  return { rows: body.data ?? [], meta: body.meta!, body };
};

export const update = (t: TestApp, admin: TestUser, body: object) =>
  post<{ message: string; transactionId?: number }>(t, admin, '/update-license', body);

/** The text of a PDF, page after page. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/**
 * A PDF's text as poppler's `pdftotext` reads it (Debian's poppler-utils, installed by .ci/run): it
 * honours the ActualText our Indian-script lines carry, so a shaped name reads back as written.
 */
export function pdfTextAsWritten(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString('utf8');
}

/**
 * A test app whose administrator records sales made by one staff member, Ravi, on a clock stopped
 * at 23 November 2026 (the day `updateBody` dates a sale), for a file's `beforeAll`.
 */
export async function licenceSalesApp() {
  const world = await appWithAdminAndStaff({ firstName: 'Ravi' });
  world.t.ctx.clock = fixedClock('2026-11-23T06:00:00Z');
  return world;
}

/** Records, as `user`, a sale of `fields` made by `seller`; returns its transaction id (a refusal fails the test). */
export async function recordSale(
  t: TestApp,
  user: TestUser,
  seller: { id: number },
  fields: PurchaseOptions,
) {
  const { status, body } = await update(t, user, updateBody({ EmployeeId: seller.id, ...fields }));
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data!.transactionId!;
}

/** A GST document's PDF as pdftotext reads it; kept under GST_PDF_DIR (when set) to be rendered and looked at. */
export async function gstDocumentText(
  t: TestApp,
  user: TestUser,
  row: Pick<LicenceTransaction, 'id' | 'InvoiceNo'>,
) {
  const { response } = await post(t, user, '/license-transactions', { id: row.id });
  expect(response.statusCode).toBe(200);
  const dir = process.env.GST_PDF_DIR;
  if (dir)
    fs.writeFileSync(
      path.join(dir, `${row.InvoiceNo.replaceAll('/', '-')}.pdf`),
      response.rawPayload,
    );
  return pdfTextAsWritten(response.rawPayload);
}

/**
 * A test app of its own with `env` (a GST setting, say), its administrator, its clock at `day`
 * (06:00 UTC: that day in Kolkata), closed once `use` is done.
 */
export async function withLicenceApp(
  env: Record<string, string>,
  day: string,
  use: (app: TestApp, boss: TestUser) => Promise<void>,
) {
  const app = await createTestApp(env);
  try {
    app.ctx.clock = fixedClock(`${day}T06:00:00Z`);
    await use(app, await adminUser(app.ctx));
  } finally {
    await app.close();
  }
}
