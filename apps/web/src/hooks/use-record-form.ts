import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';

/**
 * The form of a panel that acts on one record (a user, a referral): its values from the record,
 * set again whenever another record is opened. `valuesOf` is declared once, outside the component.
 */
export function useRecordForm<Item, Values extends FieldValues>(
  record: Item | null,
  valuesOf: (record: Item | null) => Values,
) {
  const form = useForm<Values>({ defaultValues: valuesOf(record) as DefaultValues<Values> });
  useEffect(() => form.reset(valuesOf(record)), [record, form, valuesOf]);
  return form;
}
