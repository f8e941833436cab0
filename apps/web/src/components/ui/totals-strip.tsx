import { formatRupees } from '@yaar/shared';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';

export interface TotalLine {
  label: string;
  paise: number;
  /** The grand total: larger and bold. */
  emphasis?: boolean;
  /** `data-testid` of the amount. */
  testId?: string;
}

/** Live money totals in a strip (a row on wide screens, label and amount lines on phones). */
export function TotalsStrip({ lines }: { lines: readonly TotalLine[] }) {
  return (
    <dl
      className="totals-strip row mb-0 border rounded bg-body-tertiary py-2 mx-0"
      aria-live="polite"
    >
      {lines.map((line) => (
        <div
          key={line.label}
          className="col-12 col-sm d-flex d-sm-block justify-content-between align-items-baseline text-sm-center"
        >
          <dt className="small text-body-secondary fw-normal">{line.label}</dt>
          <dd
            className={`mb-0 text-nowrap ${line.emphasis ? 'fw-bold fs-5' : ''}`}
            data-testid={line.testId}
          >
            {formatRupees(line.paise)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A form's `TotalsStrip`: its lines made from the values as they are typed (only it redraws), in
 * its `column` among the form's fields.
 */
export function LiveTotals<Values extends FieldValues>(props: {
  control: Control<Values>;
  lines: (values: Values) => readonly TotalLine[];
  column: string;
}) {
  const values = useWatch({ control: props.control }) as Values;
  return (
    <div className={props.column}>
      <TotalsStrip lines={props.lines(values)} />
    </div>
  );
}
