import type { ReactNode } from 'react';
import { t } from '@/lib/i18n/language';

export interface DetailItemProps {
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
      <div className="small text-body-secondary">{t(label)}</div>
      <div className={className} data-testid={testId}>
        {value}
        {note ? <span className="badge text-bg-danger ms-2">{t(note)}</span> : null}
      </div>
    </div>
  );
}

interface DetailGridProps {
  /** The group's accessible name ('Referral'). */
  label: string;
  /** Each item's column unless it names its own. */
  column?: string;
  items: readonly DetailItemProps[];
}

/** A row of read-only details (a referral's amounts, what a transaction changed). */
export function DetailGrid({ label, column, items }: DetailGridProps) {
  return (
    <div className="row g-2 mb-3" aria-label={label}>
      {items.map((item) => (
        <DetailItem key={item.label} column={column} {...item} />
      ))}
    </div>
  );
}
