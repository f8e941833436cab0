import type { StatusCatalogue } from '@yaar/shared';
import type { FieldError, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { StatusFields, asStatusId } from './status-fields';

interface FormStatusFieldsProps<T extends FieldValues, O extends FieldValues> {
  /** A form with `MainStatus` (a name) and `StatusId` (a number, or '' for none). */
  form: UseFormReturn<T, unknown, O>;
  /** Prefix of the two controls' ids. */
  id: string;
  catalogue: StatusCatalogue;
  className?: string;
}

/**
 * Main Status and Sub Status (both required, and marked so) bound to a react-hook-form form: picking a main status clears the sub
 * status (spec 1 §4); once the form was submitted, every pick is validated again.
 */
export function FormStatusFields<T extends FieldValues, O extends FieldValues>({
  form,
  id,
  catalogue,
  className,
}: FormStatusFieldsProps<T, O>) {
  const names = { main: 'MainStatus' as Path<T>, sub: 'StatusId' as Path<T> };
  const [mainStatus, statusId] = useWatch({ control: form.control, name: [names.main, names.sub] });
  const errors = form.formState.errors as Partial<Record<string, FieldError>>;
  const set = (name: Path<T>, value: string | number) =>
    form.setValue(name, value as PathValue<T, Path<T>>, {
      shouldValidate: form.formState.isSubmitted,
    });
  return (
    <StatusFields
      id={id}
      className={className}
      catalogue={catalogue}
      mainStatus={typeof mainStatus === 'string' ? mainStatus : ''}
      statusId={asStatusId(statusId)}
      onMainStatusChange={(value) => {
        set(names.main, value);
        form.setValue(names.sub, '' as PathValue<T, Path<T>>);
      }}
      onStatusIdChange={(value) => set(names.sub, value)}
      mainError={errors.MainStatus?.message}
      subError={errors.StatusId?.message}
      mainPlaceholder="Select Main Status"
      subPlaceholder="Select Sub Status"
      required
    />
  );
}
