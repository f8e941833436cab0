import type { LicenceRecord, LicenceSearch } from '@yaar/shared';
import { GST_STATE_CODES, licenceSearchSchema } from '@yaar/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { PageTitle } from '@/components/ui/page-title';
import { TitledCard } from '@/components/ui/titled-card';
import { toastApiError } from '@/lib/form-errors';
import { useEmployees } from '@/features/users/api/get-employees';
import { searchLicence } from '@/features/licences/api/licences';
import {
  blankValues,
  customerOf,
  detailsOf,
  type LicenceFormValues,
} from '@/features/licences/components/licence-form-values';
import { LicenceSearchCard } from '@/features/licences/components/licence-search-card';
import { LicenceUpdateForm } from '@/features/licences/components/licence-update-form';

/** India's states and union territories (their GST codes): no city list to download. */
const INDIAN_STATES = Object.keys(GST_STATE_CODES).sort((a, b) => a.localeCompare(b));

/** License search and update (spec 2 §2), administrator: a search that finds nothing starts a new licence. */
export function LicenseRoute() {
  const [licence, setLicence] = useState<LicenceRecord | null | undefined>(undefined);
  const [target, setTarget] = useState<LicenceSearch | null>(null);
  // One form: the licence's details (left) and the sale (right), saved together.
  const form = useForm<LicenceFormValues>({ defaultValues: blankValues() });
  const employees = useEmployees();

  // A new search starts a new sale from the licence's usual charges and its customer's GSTIN,
  // address and state (a renewal's invoice keeps them).
  const search = async (query: LicenceSearch) => {
    try {
      const found = await searchLicence(query);
      setLicence(found.licence);
      setTarget(query);
      const { LicenseProductCharges, LicenseServerCharges } = detailsOf(found.licence);
      form.reset({
        ...blankValues(found.licence),
        ...customerOf(found.licence),
        ProductCharges: LicenseProductCharges,
        ServerCharges: LicenseServerCharges,
      });
      if (!found.licence) toast.info(found.message);
    } catch (error) {
      toastApiError(error);
    }
  };

  // Opened for a licence (Renewals due → Renew: ?Product=…&MobileNo=…): that licence, filled in.
  const [params] = useSearchParams();
  const opened = useRef(false);
  useEffect(() => {
    const asked = licenceSearchSchema.safeParse({
      Product: params.get('Product'),
      MobileNo: params.get('MobileNo'),
    });
    if (opened.current || !asked.success) return;
    opened.current = true;
    void search(asked.data);
  });

  // A saved sale clears the form (spec 2 §4); the details are read again.
  const refresh = async () => {
    if (!target) return;
    const { Name, LicenseProductCharges, LicenseServerCharges } = form.getValues();
    form.reset({ ...blankValues(), Name, LicenseProductCharges, LicenseServerCharges });
    const found = await searchLicence(target).catch(() => null);
    if (!found) return;
    setLicence(found.licence);
    form.reset({ ...form.getValues(), ...detailsOf(found.licence), ...customerOf(found.licence) });
  };

  return (
    <>
      <PageTitle title="License" />
      <section className="section">
        <div className="row g-3">
          <div className="col-12 col-lg-5">
            <LicenceSearchCard onSearch={search} licence={licence} target={target} form={form} />
          </div>
          <div className="col-12 col-lg-7">
            <TitledCard title="Update License">
              <LicenceUpdateForm
                form={form}
                target={target}
                isNew={licence === null}
                onSaved={() => void refresh()}
                employees={employees.data}
                states={INDIAN_STATES}
              />
            </TitledCard>
          </div>
        </div>
      </section>
    </>
  );
}
