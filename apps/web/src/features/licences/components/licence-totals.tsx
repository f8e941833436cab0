import { formatRupees, licenceTotals, rupeesToPaise } from '@yaar/shared';

export interface ChargeInputs {
  ProductCharges: string;
  ServerCharges: string;
  WABalance: string;
  FreeWABalance: boolean;
  IsGST: string;
}

const paiseOf = (text: string) => (text.trim() === '' ? 0 : (rupeesToPaise(text) ?? 0));

/** SubTotal, GST and Total of what the form holds, by the one function the server checks with. */
export const totalsOf = (values: ChargeInputs) =>
  licenceTotals({
    productCharges: paiseOf(values.ProductCharges),
    serverCharges: paiseOf(values.ServerCharges),
    waBalance: paiseOf(values.WABalance),
    freeWABalance: values.FreeWABalance,
    gst: values.IsGST === 'Yes',
  });

/** The live SubTotal / GST / Total lines. */
export function LicenceTotals({ values }: { values: ChargeInputs }) {
  const totals = totalsOf(values);
  const rows: [string, number, string][] = [
    ['SubTotal', totals.subTotal, ''],
    ['GST (18%)', totals.gstCharges, ''],
    ['Total', totals.totalCharges, 'fw-bold fs-5'],
  ];
  return (
    <dl
      className="licence-totals row mb-0 border rounded bg-body-tertiary py-2 mx-0"
      aria-live="polite"
    >
      {rows.map(([label, paise, className]) => (
        <div
          key={label}
          className="col-12 col-sm-4 d-flex d-sm-block justify-content-between align-items-baseline text-sm-center"
        >
          <dt className="small text-body-secondary fw-normal">{label}</dt>
          <dd
            className={`mb-0 ${className}`}
            data-testid={`licence-${label.split(' ')[0]!.toLowerCase()}`}
          >
            {formatRupees(paise)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
