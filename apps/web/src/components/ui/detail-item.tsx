import type { ReactNode } from 'react';

interface DetailItemProps {
  label: string;
  value: ReactNode;
  /** Classes of the value (e.g. 'text-danger fw-bold'). */
  className?: string;
  /** A red badge after the value ('Expired'). */
  note?: string;
  /** Its column. */
  column?: string;
  testId?: string;
}

/** A read-only label over its value, in a grid of details. */
export function DetailItem({
  label,
  value,
  className = '',
  note,
  column = 'col-6',
  testId,
}: DetailItemProps) {
  return (
    <div className={column}>
      <div className="small text-body-secondary">{label}</div>
      <div className={className} data-testid={testId}>
        {value}
        {note ? <span className="badge text-bg-danger ms-2">{note}</span> : null}
      </div>
    </div>
  );
}
