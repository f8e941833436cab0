import type { LicenceRecord } from '@yaar/shared';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { PageTitle } from '@/components/ui/page-title';
import { TitledCard } from '@/components/ui/titled-card';
import { toastApiError } from '@/lib/form-errors';
import { useEmployees } from '@/features/users/api/get-employees';
import { searchLicence } from '@/features/licences/api/licences';
import { GST_STATE_CODES } from '@yaar/shared';
import { LicenceSearchCard } from '@/features/licences/components/licence-search-card';
import {
  LicenceUpdateForm,
  type LicenceTarget,
  type DetailErrors,
  type UsualCharges,
} from '@/features/licences/components/licence-update-form';

const targetOf = (
  query: { Product: string; MobileNo: string },
  licence: LicenceRecord | null,
): LicenceTarget => ({
  Product: query.Product,
  MobileNo: query.MobileNo,
  Name: licence?.Name ?? '',
  ProductCharges: licence?.ProductCharges ?? '',
  ServerCharges: licence?.ServerCharges ?? '',
});

/** India's states and union territories (their GST codes): no city list to download. */
const INDIAN_STATES = Object.keys(GST_STATE_CODES).sort((a, b) => a.localeCompare(b));

/** License search and update (spec 2 §2), administrator: a search that finds nothing starts a new licence. */
export function LicenseRoute() {
  const [licence, setLicence] = useState<LicenceRecord | null | undefined>(undefined);
  const [target, setTarget] = useState<LicenceTarget | null>(null);
  const [formKey, setFormKey] = useState(0);
  // A new search starts a new sale: the form is reset and takes the licence's usual charges.
  const [usualCharges, setUsualCharges] = useState<UsualCharges | undefined>(undefined);
  const [detailErrors, setDetailErrors] = useState<DetailErrors>({});
  const employees = useEmployees();

  const search = async (query: { Product: string; MobileNo: string }) => {
    try {
      const found = await searchLicence(query);
      setLicence(found.licence);
      setTarget(targetOf(query, found.licence));
      setUsualCharges({
        ProductCharges: found.licence?.ProductCharges ?? '',
        ServerCharges: found.licence?.ServerCharges ?? '',
      });
      setFormKey((key) => key + 1);
      setDetailErrors({});
      if (!found.licence) toast.info(found.message);
    } catch (error) {
      toastApiError(error);
    }
  };

  const refresh = async () => {
    if (!target) return;
    const found = await searchLicence(target).catch(() => null);
    if (found) {
      setLicence(found.licence);
      setTarget(targetOf(target, found.licence));
    }
    // A saved sale clears the form (spec 2 §4).
    setUsualCharges(undefined);
    setFormKey((key) => key + 1);
  };

  return (
    <>
      <PageTitle title="License" />
      <section className="section">
        <div className="row g-3">
          <div className="col-12 col-lg-5">
            <LicenceSearchCard
              onSearch={search}
              licence={licence}
              target={target}
              onTargetChange={(next) => {
                setTarget(next);
                setDetailErrors({});
              }}
              errors={detailErrors}
            />
          </div>
          <div className="col-12 col-lg-7">
            <TitledCard title="Update License">
              <LicenceUpdateForm
                key={formKey}
                target={target}
                usualCharges={usualCharges}
                isNew={licence === null}
                onDetailErrors={setDetailErrors}
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
