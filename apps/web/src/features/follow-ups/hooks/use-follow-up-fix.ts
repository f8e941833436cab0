import type { StatusCatalogue } from '@yaar/shared';
import { useEffect, useMemo, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { mainStatusOf } from '@/components/ui/status-fields';
import { ApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import type { QueueError, QueueItem } from '@/lib/offline-queue/types';
import type { ConflictChoice } from '../components/follow-up-conflict';
import { CHOOSE_CONFLICT } from '../components/follow-up-conflict';
import {
  fixedStartedFrom,
  followUpConflict,
  waitingFollowUpValues,
} from '../utils/waiting-follow-up';

export const followUpServerFields = [
  'FollowUpDate',
  'Remarks',
  'UserId',
  'StatusId',
  'NextDate',
] as const;

/** A refusal's message when no field of the form carries it (a lead transferred or deleted). */
const generalMessage = (error: QueueError) =>
  followUpServerFields.some((field) => typeof error.errors?.[field] === 'string')
    ? null
    : error.message;

/**
 * Fixing a refused follow-up in its form: the server's words beside the fields (a message for no
 * field above them), and after a conflict the choice between the lead as it is now and what was
 * entered; a new refusal of the fixed one shows the same way. Nothing when not fixing.
 */
export function useFollowUpFix<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  fixing: QueueItem | undefined,
  catalogue: StatusCatalogue,
) {
  const [item, setItem] = useState(fixing);
  const [general, setGeneral] = useState(() =>
    fixing?.lastError ? generalMessage(fixing.lastError) : null,
  );
  const [choice, setChoice] = useState<ConflictChoice>('');
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const conflict = useMemo(
    () => (item ? followUpConflict(item, catalogue) : null),
    [item, catalogue],
  );
  const entered = useMemo(
    () => (item ? waitingFollowUpValues(item, catalogue) : null),
    [item, catalogue],
  );

  const markFields = (error: QueueError) => {
    const refusal = new ApiError(error.status, error.message, error.errors);
    const fields = followUpServerFields as unknown as Parameters<
      typeof applyFieldErrors<Values>
    >[2];
    applyFieldErrors(refusal, form.setError, fields);
  };
  const showRefusal = (error: QueueError) => {
    markFields(error);
    setGeneral(generalMessage(error));
  };
  useEffect(() => {
    if (fixing?.lastError) markFields(fixing.lastError);
    // Once, when the form opens on the refused item.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setField = (name: string, value: unknown) =>
    form.setValue(name as never, value as never, { shouldValidate: form.formState.isSubmitted });

  const choose = (next: 'mine' | 'theirs') => {
    setChoice(next);
    setChoiceError(undefined);
    if (!conflict || !entered) return;
    for (const row of conflict.rows) {
      if (row.field === 'StatusId') {
        const statusId = next === 'theirs' ? conflict.current.StatusId || '' : entered.StatusId;
        setField('MainStatus', statusId ? mainStatusOf(catalogue, statusId) : '');
        setField('StatusId', statusId);
      } else {
        setField('NextDate', next === 'theirs' ? conflict.current.NextDate : entered.NextDate);
      }
      form.clearErrors(row.field as never);
    }
  };

  return {
    item,
    conflict,
    entered,
    general,
    choice,
    choiceError,
    choose,
    showRefusal,
    /** False (and the choice asked for) while a conflict has no answer. */
    ready: () => {
      if (conflict && !choice) setChoiceError(CHOOSE_CONFLICT);
      return !conflict || !!choice;
    },
    /** The version the fixed follow-up starts from: the lead now after a conflict, else as read. */
    startedFrom: () => (item ? fixedStartedFrom(item, conflict) : undefined),
    /** The fixed one was refused again: its new words, a new conflict asked afresh. */
    refusedAgain: (error: QueueError) => {
      if (item) setItem({ ...item, lastError: error, state: 'refused' });
      setChoice('');
      showRefusal(error);
    },
  };
}
