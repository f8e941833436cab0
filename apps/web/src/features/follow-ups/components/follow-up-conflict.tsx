import { Form, Table } from 'react-bootstrap';
import type { FollowUpConflict } from '../utils/waiting-follow-up';
import { t, translateShown } from '@/lib/i18n/language';

export type ConflictChoice = 'mine' | 'theirs' | '';

const CHOICES = [
  { value: 'mine', label: 'Keep what I entered' },
  { value: 'theirs', label: 'Take what the lead holds now' },
] as const;

export const CHOOSE_CONFLICT = 'Choose what to keep: what you entered, or what the lead holds now.';

interface FollowUpConflictChoiceProps {
  conflict: FollowUpConflict;
  choice: ConflictChoice;
  onChoose: (choice: 'mine' | 'theirs') => void;
  error?: string;
}

/**
 * A follow-up refused because the lead was changed meanwhile (409): what the lead holds now beside
 * what the employee entered, and the choice between them (nothing is overwritten unasked).
 */
export function FollowUpConflictChoice({
  conflict,
  choice,
  onChoose,
  error,
}: FollowUpConflictChoiceProps) {
  return (
    <fieldset className="col-12 follow-up-conflict border border-warning rounded p-2">
      <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">
        {t('Changed by someone else meanwhile')}
      </legend>
      <Table size="sm" className="mb-2">
        <thead>
          <tr>
            <td />
            <th scope="col">{t('The lead now')}</th>
            <th scope="col">{t('You entered')}</th>
          </tr>
        </thead>
        <tbody>
          {conflict.rows.map((row) => (
            <tr key={row.field}>
              <th scope="row">{t(row.label)}</th>
              <td>{row.now}</td>
              <td>{row.yours}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {CHOICES.map(({ value, label }) => (
        <Form.Check
          key={value}
          type="radio"
          id={`followup-conflict-${value}`}
          name="followup-conflict"
          label={t(label)}
          checked={choice === value}
          onChange={() => onChoose(value)}
          isInvalid={!!error}
        />
      ))}
      {error ? (
        <div className="text-danger small mt-1" role="alert">
          {translateShown(error)}
        </div>
      ) : null}
    </fieldset>
  );
}
