import type { StatusCatalogue } from '@yaar/shared';
import { followUpFormSchema, leadMessages } from '@yaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Modal } from 'react-bootstrap';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { FieldGrid } from '@/components/ui/field-grid';
import { FormStatusFields } from '@/components/ui/form-status-fields';
import { mainStatusOf } from '@/components/ui/status-fields';
import { businessTodayIso } from '@/lib/dates';
import { ApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/form-errors';
import { SAVED_ON_PHONE } from '@/lib/offline-queue/capture';
import { StorageFullError } from '@/lib/offline-queue/store';
import type { QueueItem } from '@/lib/offline-queue/types';
import { DialogHeader } from '@/components/ui/dialog-header';
import { SubmitButton } from '@/components/ui/submit-button';
import type { StartedFrom } from '../types';
import { useCaptureFollowUp } from '../api/create-follow-up';
import { useFollowUpFix } from '../hooks/use-follow-up-fix';
import { waitingFollowUpValues } from '../utils/waiting-follow-up';
import { FollowUpConflictChoice } from './follow-up-conflict';
import { t, translateShown } from '@/lib/i18n/language';

interface FollowUpDialogProps {
  show: boolean;
  onHide: () => void;
  leadId: number;
  /** The signed-in user: the follow-up's employee. */
  userId: number | undefined;
  catalogue: StatusCatalogue;
  /** The lead's current sub status, pre-selected (spec 1 §2.12). */
  currentStatusId: number | undefined;
  /** The lead as read (status, next date): a change made meanwhile is refused, not overwritten. */
  startedFrom?: StartedFrom;
  /** Who the lead is, for the waiting list. */
  leadName?: string;
  /** A follow-up kept on the phone and refused by the server: the form opens on it, to fix. */
  fixing?: QueueItem;
}

/** 'Add New Follow Up' (spec 1 §2.12), or 'Fix Follow Up' for a refused one: static backdrop. */
export function FollowUpDialog({ show, onHide, ...props }: FollowUpDialogProps) {
  return (
    <Modal
      show={show}
      onHide={onHide}
      backdrop="static"
      centered
      fullscreen="sm-down"
      aria-labelledby="follow-up-dialog-title"
    >
      <DialogHeader
        id="follow-up-dialog-title"
        title={props.fixing ? 'Fix Follow Up' : 'Add New Follow Up'}
      />
      {show ? <FollowUpForm key={props.fixing?.id ?? 'new'} {...props} onDone={onHide} /> : null}
    </Modal>
  );
}

function FollowUpForm({
  leadId,
  userId,
  catalogue,
  currentStatusId,
  startedFrom,
  leadName,
  fixing,
  onDone,
}: Omit<FollowUpDialogProps, 'show' | 'onHide'> & { onDone: () => void }) {
  const createMutation = useCaptureFollowUp();
  const form = useForm({
    resolver: zodResolver(followUpFormSchema),
    // A follow-up being fixed opens with what was entered.
    defaultValues: fixing
      ? waitingFollowUpValues(fixing, catalogue)
      : {
          LeadId: leadId,
          FollowUpDate: businessTodayIso(),
          Remarks: '',
          UserId: userId ?? '',
          MainStatus: currentStatusId ? mainStatusOf(catalogue, currentStatusId) : '',
          StatusId: currentStatusId ?? '',
          NextDate: '',
        },
  });
  const fix = useFollowUpFix(form, fixing, catalogue);
  const { errors } = form.formState;
  const followUpDate = useWatch({ control: form.control, name: 'FollowUpDate' });

  const handleSave = form.handleSubmit(async ({ MainStatus: _mainStatus, ...values }) => {
    if (!fix.ready()) return;
    let outcome;
    try {
      outcome = await createMutation.mutateAsync({
        input: values,
        startedFrom: fix.item ? fix.startedFrom() : startedFrom,
        leadName,
        fixing: fix.item,
      });
    } catch (error) {
      if (error instanceof StorageFullError)
        toast.error(translateShown(error.message), { autoClose: false });
      else toastApiError(error);
      return;
    }
    if (outcome.kind === 'refused') {
      const { status, message, errors } = outcome.error;
      if (fix.item) fix.refusedAgain(outcome.error);
      else fix.showRefusal(outcome.error);
      toastApiError(new ApiError(status, message, errors));
      return;
    }
    if (outcome.kind === 'kept') toast.info(translateShown(SAVED_ON_PHONE));
    else toast.success(translateShown(outcome.message || leadMessages.followUpCreated));
    onDone();
  });

  return (
    <Form noValidate onSubmit={(event) => void handleSave(event)}>
      <Modal.Body className="row g-3 mx-0">
        <input type="hidden" {...form.register('UserId')} />
        {fix.general ? (
          <div className="col-12 alert alert-danger small mb-0" role="alert">
            {fix.general}
          </div>
        ) : null}
        {errors.UserId?.message ? (
          <div className="col-12 text-danger small" role="alert">
            {errors.UserId.message}
          </div>
        ) : null}
        {fix.conflict ? (
          <FollowUpConflictChoice
            conflict={fix.conflict}
            choice={fix.choice}
            onChoose={fix.choose}
            error={fix.choiceError}
          />
        ) : null}
        <FieldGrid
          form={form}
          idPrefix="followup"
          fields={[
            { name: 'FollowUpDate', label: 'Follow Up Date', type: 'date', required: true },
            {
              name: 'Remarks',
              label: 'Remarks',
              type: 'textarea',
              required: true,
              maxLength: 2000,
            },
            <FormStatusFields
              key="status"
              form={form}
              id="followup"
              className="col-12 col-sm-6"
              catalogue={catalogue}
            />,
            {
              name: 'NextDate',
              label: 'Next Follow Up Date',
              type: 'date',
              required: true,
              min: typeof followUpDate === 'string' && followUpDate ? followUpDate : undefined,
            },
          ]}
        />
      </Modal.Body>
      <Modal.Footer>
        <SubmitButton className="px-4" pending={createMutation.isPending}>
          {t('Save')}
        </SubmitButton>
      </Modal.Footer>
    </Form>
  );
}
