import { Form, Table } from 'react-bootstrap';
import type { FollowUpConflict } from '../utils/waiting-follow-up';

export type ConflictChoice = 'mine' | 'theirs' | '';

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
        Changed by someone else meanwhile
      </legend>
      <Table size="sm" className="mb-2">
        <thead>
          <tr>
            <td />
            <th scope="col">The lead now</th>
            <th scope="col">You entered</th>
          </tr>
        </thead>
        <tbody>
          {conflict.rows.map((row) => (
            <tr key={row.field}>
              <th scope="row">{row.label}</th>
              <td>{row.now}</td>
              <td>{row.yours}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Form.Check
        type="radio"
        id="followup-conflict-mine"
        name="followup-conflict"
        label="Keep what I entered"
        checked={choice === 'mine'}
        onChange={() => onChoose('mine')}
        isInvalid={!!error}
      />
      <Form.Check
        type="radio"
        id="followup-conflict-theirs"
        name="followup-conflict"
        label="Take what the lead holds now"
        checked={choice === 'theirs'}
        onChange={() => onChoose('theirs')}
        isInvalid={!!error}
      />
      {error ? (
        <div className="text-danger small mt-1" role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
