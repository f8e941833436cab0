import type { UserRecord } from '@yaar/shared';
import { USER_TEXT_MAX, userEditSchema } from '@yaar/shared';
import { mobileField } from '@/components/ui/field-grid';
import { FormPanel } from '@/components/ui/form-panel';
import { useRecordForm } from '@/hooks/use-record-form';
import { useUpdateUser } from '../api/user-admin';

const valuesOf = (user: UserRecord | null) => ({
  FirstName: user?.FirstName ?? '',
  LastName: user?.LastName ?? '',
  Email: user?.Email ?? '',
  MobileNo: user?.MobileNo ?? '',
  Address: user?.Address ?? '',
  CityId: user?.CityId ?? '',
  Pincode: user?.Pincode ?? '',
  OYComm1: user?.OYComm1 ?? '0.00',
  OYComm2: user?.OYComm2 ?? '0.00',
});

/** Edit (spec 2 §2, §5): the user's details and commissions; server refusals beside the fields. */
export function UserEditPanel({ user, onHide }: { user: UserRecord | null; onHide: () => void }) {
  const form = useRecordForm(user, valuesOf);
  const update = useUpdateUser();
  const text = { maxLength: USER_TEXT_MAX, required: true };
  return (
    <FormPanel
      form={form}
      submit={{
        schema: userEditSchema,
        toBody: (values) => ({ ...values, id: user?.id }),
        send: (body) => update.mutateAsync(body),
      }}
      title="Edit User"
      show={user !== null}
      onHide={onHide}
      submitLabel="Update"
      idPrefix="user"
      column="col-12 col-sm-6"
      fields={[
        { name: 'FirstName', label: 'First Name', ...text },
        { name: 'LastName', label: 'Last Name', ...text },
        { name: 'Email', label: 'Email', type: 'email', className: 'col-12', ...text },
        mobileField('Mobile Number', { required: true }),
        { name: 'Pincode', label: 'Pincode', inputMode: 'numeric', maxLength: 6, required: true },
        {
          name: 'Address',
          label: 'Address',
          type: 'textarea',
          rows: 2,
          className: 'col-12',
          required: true,
        },
        {
          name: 'CityId',
          label: 'City',
          type: 'city',
          required: true,
          className: 'col-12 col-sm-6',
        },
        { name: 'OYComm1', label: 'OY Commission 1 (₹ a purchase)', inputMode: 'decimal' },
        { name: 'OYComm2', label: 'OY Commission 2 (₹ a renewal)', inputMode: 'decimal' },
      ]}
    />
  );
}
