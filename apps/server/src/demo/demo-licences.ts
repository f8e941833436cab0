import {
  PRODUCTS,
  gstinCheckCharacter,
  licenceTotals,
  paiseToRupees,
  licenceUpdateSchema,
  type PaymentMethod,
  type TransactionType,
} from '@yaar/shared';
import type { AppContext, AuthUser } from '../context';
import { businessToday, fixedClock } from '../lib/clock';
import { addDays } from '@yaar/shared';
import { deleteTransaction } from '../modules/licences/licence-delete.service';
import { updateLicence } from '../modules/licences/licences.service';

export const DEMO_LICENCES = 26;

/**
 * A registered buyer's GSTIN for every third demo customer (Maharashtra's and some of Gujarat's),
 * made up but valid: its state's code, a PAN-like middle, its check character. The others buy
 * unregistered (B2C).
 */
function demoGstin(i: number, place: string): string {
  if (i % 3 !== 2) return '';
  const first14 = `${place === 'Maharashtra' ? '27' : '24'}AAACD${String(1000 + i)}K1Z`;
  return first14 + gstinCheckCharacter(first14);
}

interface DemoSale {
  day: string;
  product: string;
  mobileNo: string;
  name: string;
  type: TransactionType;
  days: number;
  productCharges: number;
  serverCharges: number;
  wa: number;
  free: boolean;
  gst: boolean;
  employeeId: number;
  method: PaymentMethod | undefined;
  place: string;
}

const CUSTOMERS = [
  'Shree Ganesh Motors',
  'Patel Builders',
  'Om Sai Traders',
  'Krishna Transport',
  'Jay Ambe Logistics',
  'Mahavir Constructions',
  'Sagar Auto Parts',
  'Radhe Enterprises',
  // Names as customers write them: the invoices and the report print them (Noto Sans).
  'श्री गणेश ट्रेडर्स',
  'શ્રી અંબિકા મોટર્સ',
];
const METHODS: PaymentMethod[] = ['Cash', 'NEFT', 'UPI'];

/** Every demo sale of the last year: licences of all three products, some expired, two expiring this week. */
function demoSales(today: string, employees: number[]): DemoSale[] {
  const sales: DemoSale[] = [];
  for (let i = 0; i < DEMO_LICENCES; i += 1) {
    const product = PRODUCTS[i % 3]!;
    const short = i % 4 === 3;
    let ago = 20 + i * 14;
    if (i === 24) ago = 362; // a yearly licence ending in 3 days
    if (i === 25) ago = 28; // a monthly one ending in 2 days
    const days = short || i === 25 ? 30 : 365;
    const base = {
      product,
      mobileNo: `94${String(10_000_000 + i).padStart(8, '0')}`,
      name: `${CUSTOMERS[i % CUSTOMERS.length]} ${i + 1}`,
      employeeId: employees[i % employees.length]!,
      place: i % 6 === 5 ? 'Maharashtra' : 'Gujarat',
      free: false,
    };
    const rupees = product === 'OYaar' ? 3000 : product === 'VahanYaar' ? 6000 : 9000;
    sales.push({
      ...base,
      day: addDays(today, -ago),
      type: i % 9 === 8 ? 'Commission' : 'Purchase',
      days,
      productCharges: (short ? rupees / 10 : rupees) * 100,
      serverCharges: short ? 0 : 150000,
      wa: 0,
      // A software licence is taxed: a registered supplier issues a Tax Invoice (issue 42).
      gst: true,
      method: i % 9 === 8 ? 'Commission' : METHODS[i % 3],
    });
    if (i % 3 === 0 && ago > 40) {
      sales.push({
        ...base,
        day: addDays(today, -ago + 20),
        type: 'WARecharge',
        days: 0,
        productCharges: 0,
        serverCharges: 0,
        wa: 50000,
        free: i % 6 === 0,
        gst: true,
        method: 'UPI',
      });
    }
    if (i % 5 === 0 && ago > 200) {
      sales.push({
        ...base,
        day: addDays(today, -ago + 180),
        type: 'Renewal',
        days: 365,
        productCharges: rupees * 80,
        serverCharges: 150000,
        wa: 0,
        gst: true,
        method: 'NEFT',
      });
    }
    if (i % 7 === 6) {
      sales.push({
        ...base,
        day: addDays(today, -ago - 15),
        type: 'Trial',
        days: 15,
        productCharges: 0,
        serverCharges: 0,
        wa: 0,
        gst: false,
        method: undefined,
      });
    }
  }
  return sales.sort((a, b) => a.day.localeCompare(b.day));
}

/** Records the demo sales through the licences service (each at its own day), so every rule applies. */
export async function seedDemoLicences(
  ctx: AppContext,
  admin: AuthUser,
  employees: number[],
): Promise<number> {
  const sales = demoSales(businessToday(ctx), employees);
  for (const demoSale of sales) {
    // A supplier not registered for GST charges none: every document a Bill of Supply.
    const sale = { ...demoSale, gst: demoSale.gst && ctx.config.SUPPLIER_GST_REGISTERED };
    const totals = licenceTotals({
      productCharges: sale.productCharges,
      serverCharges: sale.serverCharges,
      waBalance: sale.wa,
      freeWABalance: sale.free,
      gst: sale.gst,
    });
    const input = licenceUpdateSchema.parse({
      Product: sale.product,
      MobileNo: sale.mobileNo,
      Name: sale.name,
      TranType: sale.type,
      EmployeeId: totals.totalCharges > 0 ? sale.employeeId : undefined,
      EntryDate: sale.day,
      LicenseYears: sale.days,
      NoOfCompanies: 1,
      ProductCharges: paiseToRupees(sale.productCharges),
      ServerCharges: paiseToRupees(sale.serverCharges),
      WABalance: paiseToRupees(sale.wa),
      FreeWABalance: sale.free,
      IsGST: sale.gst,
      SubTotal: paiseToRupees(totals.subTotal),
      GSTCharges: paiseToRupees(totals.gstCharges),
      TotalCharges: paiseToRupees(totals.totalCharges),
      PaymentMethod: totals.totalCharges > 0 ? sale.method : undefined,
      Remarks: '',
      PlaceOfSupply: sale.place,
      LicenseProductCharges: paiseToRupees(sale.type === 'Purchase' ? sale.productCharges : 0),
      LicenseServerCharges: paiseToRupees(sale.serverCharges),
      CustomerAddress: `${10 + (sale.mobileNo.charCodeAt(9) % 80)} Station Road, ${sale.place === 'Gujarat' ? 'Ahmedabad' : 'Mumbai'}`,
      CustomerGSTIN: demoGstin(Number(sale.mobileNo.slice(-2)), sale.place),
    });
    if (sale.type !== 'Purchase') delete input.LicenseProductCharges;
    await updateLicence({ ...ctx, clock: fixedClock(`${sale.day}T06:00:00Z`) }, admin, input);
  }
  return sales.length;
}

/**
 * A sale recorded by mistake today and deleted: its invoice stays on record, stamped CANCELLED.
 * Recorded after every other demo sale: an invoice may not be dated before the series' latest.
 */
export async function recordDemoMistake(ctx: AppContext, admin: AuthUser, employees: number[]) {
  const mistake = await updateLicence(ctx, admin, {
    ...licenceUpdateSchema.parse({
      Product: 'OYaar',
      MobileNo: '9499999999',
      Name: 'Wrong Number Traders',
      TranType: 'Purchase',
      EmployeeId: employees[0],
      EntryDate: businessToday(ctx),
      LicenseYears: 30,
      NoOfCompanies: 1,
      ProductCharges: '300.00',
      ServerCharges: '0',
      WABalance: '0',
      SubTotal: '300.00',
      GSTCharges: '54.00',
      TotalCharges: '354.00',
      PaymentMethod: 'Cash',
      PlaceOfSupply: 'Gujarat',
    }),
  });
  if (mistake.transactionId) await deleteTransaction(ctx, admin, mistake.transactionId);
  return 1;
}
