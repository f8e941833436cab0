import type { Lead, LeadFileKind, StatusCatalogue } from '@yaar/shared';
import { BUSINESS_TYPES, LEAD_FILE_KINDS, PRODUCTS, leadMessages } from '@yaar/shared';
import { useEffect, useRef } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { FormField } from '@/components/ui/form-field';
import { FieldGrid } from '@/components/ui/field-grid';
import { Spinner } from '@/components/ui/spinner';
import { FormStatusFields } from '@/components/ui/form-status-fields';
import { applyFieldErrors, focusFirstError } from '@/lib/form-errors';
import { pathTo } from '@/lib/paths';
import { useSaveLead } from '../api/save-lead';
import { useLeadCreateSave } from '../hooks/use-lead-create-save';
import { useMobileCheck } from '../hooks/use-mobile-check';
import {
  mobileInputProps,
  mobileTyped,
  rewriteAfterComposition,
  rewriting,
} from '@/lib/input-rewrites';

const toUpperCase = (value: string) => value.toUpperCase();
import type { LeadFormInput, LeadFormOutput } from '../utils/lead-form';
import {
  fileProblem,
  leadFormDefaults,
  leadFormResolver,
  leadServerFields,
  toLeadFormData,
} from '../utils/lead-form';
import { LeadFileField } from './lead-file-field';
import type { LocationFix } from './location-button';
import { LocationButton } from './location-button';
import { RefFromField } from './ref-from-field';
import '@/styles/leads.css';
import { t, translateShown } from '@/lib/i18n/language';

const createResolver = leadFormResolver(true);
const updateResolver = leadFormResolver(false);
const column = 'col-12 col-md-6 col-lg-4';

interface LeadFormProps {
  /** Lead Create's city until one is picked (spec 1 §9: Ahmedabad). */
  defaultCityId?: number;
  catalogue: StatusCatalogue;
  /** The stored lead: Lead Update. Without it: Lead Create. */
  lead?: Lead;
  /** Update goes back to Leads with this followUp view. */
  followUp?: string;
  /** A lead waiting on the phone being fixed: its values, the server's refusal beside the fields. */
  waiting?: { id: string; values: LeadFormInput; errors: Record<string, string> };
}

/** Lead Create Form / Lead Update Form (spec 1 §2.10, §2.11, §5). */
export function LeadForm({ defaultCityId, catalogue, lead, followUp, waiting }: LeadFormProps) {
  const isUpdate = lead !== undefined;
  const navigate = useNavigate();
  const saveMutation = useSaveLead();
  const formRef = useRef<HTMLFormElement>(null);
  // An update must add a Hoarding when the stored lead has none (demo and imported leads).
  const needsHoarding = !isUpdate || !lead.Hoarding;
  const form = useForm<LeadFormInput, unknown, LeadFormOutput>({
    resolver: needsHoarding ? createResolver : updateResolver,
    shouldFocusError: false,
    defaultValues: waiting?.values ?? leadFormDefaults(defaultCityId, lead),
  });
  useEffect(() => {
    for (const [name, message] of Object.entries(waiting?.errors ?? {})) {
      form.setError(name as keyof LeadFormInput, { type: 'server', message });
    }
  }, [form, waiting]);
  // Opened offline before the phone's copy of the default city was read back: it fills the City
  // when it comes, unless one was picked meanwhile.
  useEffect(() => {
    if (!isUpdate && !waiting && defaultCityId && !form.getValues('CityId')) {
      form.setValue('CityId', defaultCityId);
    }
  }, [form, isUpdate, waiting, defaultCityId]);
  const createSave = useLeadCreateSave(form, formRef, waiting?.id);
  const { errors } = form.formState;
  const [location, refMobileNo, ...files] = useWatch({
    control: form.control,
    name: ['Location', 'RefMobileNo', 'Hoarding', 'VFront', 'VBack'],
  });
  const pickedFiles: Record<LeadFileKind, File | null> = {
    Hoarding: files[0] ?? null,
    VFront: files[1] ?? null,
    VBack: files[2] ?? null,
  };

  const mobile = useMobileCheck(form, lead?.id);
  const gst = form.register('GSTNo');
  const refMobile = form.register('RefMobileNo');

  const handlePickFile = (kind: LeadFileKind) => (file: File | null) => {
    const problem = file ? fileProblem(file) : null;
    if (problem) {
      // No re-validation here: after a failed Save it would replace the file's message with the
      // schema's ('Hoarding is required.') or clear it (an optional card) a moment later.
      form.setValue(kind, null);
      form.setError(kind, { type: 'file', message: problem });
      return false;
    }
    form.setValue(kind, file, { shouldValidate: form.formState.isSubmitted });
    return true;
  };

  const handleLocation = (fix: LocationFix) => {
    form.setValue('Location', fix.Location);
    form.setValue('LocationAccuracy', fix.LocationAccuracy);
    form.setValue('LocationTakenAt', fix.LocationTakenAt);
    form.clearErrors('Location');
  };

  const handleValid = async (values: LeadFormOutput) => {
    if (!isUpdate) return createSave.save(values);
    try {
      await saveMutation.mutateAsync({ body: toLeadFormData(values, lead?.id), isUpdate });
    } catch (error) {
      console.error('Could not save the lead', error);
      applyFieldErrors(error, form.setError, leadServerFields);
      toast.error(translateShown(leadMessages.saveFailed));
      focusFirstError(formRef.current);
      return;
    }
    toast.success(translateShown(isUpdate ? leadMessages.updated : leadMessages.created));
    await navigate(pathTo('Leads', { followUp: isUpdate ? followUp : undefined }));
  };

  const saving = saveMutation.isPending || createSave.pending;
  return (
    <section className="section">
      {saving ? <Spinner label="Saving…" /> : null}
      <Card className="lead-form-card" hidden={saving}>
        <Card.Body className="p-2 p-sm-4">
          <h2 className="card-title fs-5 py-2">
            {t(isUpdate ? 'Lead Update Form' : 'Lead Create Form')}
          </h2>
          <Form
            noValidate
            ref={formRef}
            className="lead-form row g-3"
            onSubmit={(event) =>
              void form.handleSubmit(handleValid, () => focusFirstError(formRef.current))(event)
            }
          >
            <FieldGrid
              form={form}
              idPrefix="lead"
              column={column}
              fields={[
                <FormField
                  key="mobile"
                  id="lead-MobileNo"
                  label="Mobile Number"
                  error={errors.MobileNo?.message}
                  required
                  className={column}
                >
                  <Form.Control
                    aria-required="true"
                    {...mobileInputProps}
                    isInvalid={!!errors.MobileNo}
                    {...mobile}
                  />
                </FormField>,
                { name: 'CompanyName', label: 'Company Name', maxLength: 100 },
                {
                  name: 'BusinessType',
                  label: 'Business Type',
                  options: BUSINESS_TYPES,
                  placeholder: 'Select Business Type',
                  required: true,
                },
                { name: 'OwnerName', label: 'Owner Name', maxLength: 100 },
                <FormField
                  key="gst"
                  id="lead-GSTNo"
                  label="GST No"
                  error={errors.GSTNo?.message}
                  className={column}
                >
                  <Form.Control
                    maxLength={30}
                    autoCapitalize="characters"
                    isInvalid={!!errors.GSTNo}
                    {...gst}
                    onChange={rewriting(gst, toUpperCase)}
                    onCompositionEnd={rewriteAfterComposition(gst, toUpperCase)}
                  />
                </FormField>,
                { name: 'Address', label: 'Address', maxLength: 500 },
                { name: 'CityId', label: 'City', type: 'city', required: true, className: column },
                { name: 'Pincode', label: 'Pincode', maxLength: 6, inputMode: 'numeric' },
                {
                  name: 'Product',
                  label: 'Product',
                  options: PRODUCTS,
                  placeholder: 'Select Product',
                  required: true,
                },
                <FormStatusFields
                  key="status"
                  form={form}
                  id="lead"
                  className={column}
                  catalogue={catalogue}
                />,
                <RefFromField
                  key="ref"
                  className={column}
                  registration={refMobile}
                  onChange={mobileTyped(refMobile)}
                  value={typeof refMobileNo === 'string' ? refMobileNo : ''}
                  error={errors.RefMobileNo?.message}
                />,
                { name: 'NextDate', label: 'Next Date', type: 'date', required: true },
                {
                  name: 'Requirements',
                  label: 'Remarks',
                  type: 'textarea',
                  required: true,
                  maxLength: 2000,
                  className: 'col-12',
                },
              ]}
            />
            {LEAD_FILE_KINDS.map((kind) => (
              <LeadFileField
                key={kind}
                kind={kind}
                className={column}
                value={pickedFiles[kind]}
                storedUrl={lead?.[kind] ?? null}
                error={errors[kind]?.message}
                required={kind === 'Hoarding' && !isUpdate}
                onPick={handlePickFile(kind)}
              />
            ))}
            <div className="col-12 col-md-6">
              <LocationButton
                taken={!!location}
                onTaken={handleLocation}
                error={
                  errors.Location?.message ??
                  errors.LocationAccuracy?.message ??
                  errors.LocationTakenAt?.message
                }
              />
            </div>
            {/* On phones Save stays stuck to the bottom of the screen. */}
            <div className="col-12 col-md-6 text-md-end lead-form-actions">
              <Button type="submit" className="lead-save" disabled={saving}>
                {t('Save')}
              </Button>
            </div>
          </Form>
        </Card.Body>
      </Card>
    </section>
  );
}
