import { sameState, stateNamedIn, stateWithCode } from '@yaar/shared';
import { Button } from 'react-bootstrap';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { LicenceFormValues } from './licence-form-values';
import { t } from '@/lib/i18n/language';

/**
 * The state the Customer Address names, shown for confirmation as the place of supply of a buyer
 * without a GSTIN (issue 42, IGST Act s. 12(2)(b)): 'The address names Maharashtra (27).' and a
 * button that chooses it. Nothing when the buyer gives a GSTIN, the address names no state (or
 * several), or that state is already chosen.
 */
export function AddressStateHint({ form }: { form: UseFormReturn<LicenceFormValues> }) {
  const [address, gstin, chosen] = useWatch({
    control: form.control,
    name: ['CustomerAddress', 'CustomerGSTIN', 'PlaceOfSupply'],
  });
  const named = gstin.trim() ? undefined : stateNamedIn(address);
  if (!named || (chosen && sameState(named, chosen))) return null;
  return (
    <div className="col-12 d-flex flex-wrap align-items-center gap-2" role="status">
      <span className="small">
        {t('The address names {state}.', { state: stateWithCode(named) })}
      </span>
      <Button
        size="sm"
        variant="outline-primary"
        onClick={() => {
          form.setValue('PlaceOfSupply', named, { shouldDirty: true });
          form.clearErrors('PlaceOfSupply');
        }}
      >
        {t('Use {state}', { state: named })}
      </Button>
    </div>
  );
}
