import { licenceTotals } from '@yaar/shared';
import { useWatch, type Control } from 'react-hook-form';
import { TotalsStrip } from '@/components/ui/totals-strip';
import { getConfig } from '@/lib/config';
import { paiseOfInput } from '@/lib/money';
import type { LicenceFormValues } from './licence-form-values';

/** The place of supply is the supplier's state ('' is: 'Our own state'). */
const isSupplierState = (state: string) =>
  state === '' || state.toLowerCase() === getConfig().supplierState.toLowerCase();

/** SubTotal, GST and Total of what the form holds, by the one function the server checks with. */
export const totalsOf = (values: LicenceFormValues) =>
  licenceTotals({
    productCharges: paiseOfInput(values.ProductCharges),
    serverCharges: paiseOfInput(values.ServerCharges),
    waBalance: paiseOfInput(values.WABalance),
    freeWABalance: values.FreeWABalance,
    gst: values.IsGST === 'Yes',
    intraState: isSupplierState(values.PlaceOfSupply),
  });

/** The live SubTotal / GST / Total lines of the form's charges. */
export function LicenceTotals({ control }: { control: Control<LicenceFormValues> }) {
  const totals = totalsOf(useWatch({ control }) as LicenceFormValues);
  return (
    <TotalsStrip
      lines={[
        { label: 'SubTotal', paise: totals.subTotal, testId: 'licence-subtotal' },
        { label: 'GST (18%)', paise: totals.gstCharges, testId: 'licence-gst' },
        { label: 'Total', paise: totals.totalCharges, emphasis: true, testId: 'licence-total' },
      ]}
    />
  );
}
