import type { LeadListItem, UserPick } from '@yaar/shared';
import { transferSchema } from '@yaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { FormField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { DialogHeader } from '@/components/ui/dialog-header';
import { SubmitButton } from '@/components/ui/submit-button';
import { useTransferLead } from '../api/transfer-lead';
import { leadLabel } from './lead-actions';
import { OptionList } from '@/components/ui/option-list';
import { employeeOptions } from '@/lib/pick-options';
import { t, translateShown } from '@/lib/i18n/language';

const transferFormSchema = transferSchema.pick({ UserId: true });

interface TransferLeadModalProps {
  lead: LeadListItem | null;
  employees: UserPick[];
  onHide: () => void;
}

/** Transfer Lead (spec 1 §2.9): static backdrop; an active employee other than the owner. */
export function TransferLeadModal({ lead, employees, onHide }: TransferLeadModalProps) {
  return (
    <Modal
      show={lead !== null}
      onHide={onHide}
      backdrop="static"
      centered
      aria-labelledby="transfer-lead-title"
    >
      <DialogHeader id="transfer-lead-title" title="Transfer Lead" />
      {lead ? (
        <TransferForm
          key={lead.id}
          lead={lead}
          employees={employees.filter((employee) => employee.id !== lead.UserId)}
          onDone={onHide}
        />
      ) : null}
    </Modal>
  );
}

function TransferForm({
  lead,
  employees,
  onDone,
}: {
  lead: LeadListItem;
  employees: UserPick[];
  onDone: () => void;
}) {
  const transferMutation = useTransferLead();
  const form = useForm({
    resolver: zodResolver(transferFormSchema),
    defaultValues: { UserId: '' },
  });
  const error = form.formState.errors.UserId?.message;

  const handleTransfer = form.handleSubmit(async ({ UserId }) => {
    try {
      const answer = await transferMutation.mutateAsync({ id: lead.id, UserId });
      if (answer.message) toast.success(translateShown(answer.message));
      onDone();
    } catch (transferError) {
      // Failures are only logged (spec 1 §8); a field error is shown under the picker, and so is a
      // refusal (403: a restricted account transfers only its own leads), or nothing would happen.
      const applied = applyFieldErrors(transferError, form.setError, ['UserId']);
      if (applied.length === 0 && isApiError(transferError) && transferError.status === 403) {
        form.setError('UserId', { type: 'server', message: transferError.message });
      }
      console.error('Could not transfer the lead', transferError);
    }
  });

  return (
    <Form noValidate onSubmit={(event) => void handleTransfer(event)}>
      <Modal.Body>
        <p className="mb-3">
          <span className="text-muted">{t('Lead:')} </span>
          <strong>{leadLabel(lead)}</strong>
          <span className="text-muted"> ({lead.UserName})</span>
        </p>
        <FormField id="transfer-UserId" label="Employee" error={error} required>
          <Form.Select isInvalid={!!error} aria-required="true" {...form.register('UserId')}>
            <option value="">{t('Select Employee')}</option>
            <OptionList options={employeeOptions(employees)} />
          </Form.Select>
        </FormField>
      </Modal.Body>
      <Modal.Footer>
        <SubmitButton className="px-4" pending={transferMutation.isPending}>
          {t('Transfer')}
        </SubmitButton>
      </Modal.Footer>
    </Form>
  );
}
