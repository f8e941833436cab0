import type { ReactNode } from 'react';
import { formatDate } from '@/lib/dates';
import { rupees } from '@/lib/money';
import type { DataTableColumn } from './types';

type More<Row> = Partial<Omit<DataTableColumn<Row>, 'id' | 'header' | 'cell'>>;

/** A day's column ('25 Nov 2026'), kept on one line. */
export const dateColumn = <Row,>(
  id: string,
  header: ReactNode,
  day: (row: Row) => string,
  more: More<Row> = {},
): DataTableColumn<Row> => ({
  id,
  header,
  cell: (row) => formatDate(day(row)),
  className: 'text-nowrap',
  ...more,
});

/**
 * An amount's column: rupees as the API writes them ('1234.50') shown the Indian way
 * ('₹1,234.50'), right-aligned and kept on one line.
 */
export const moneyColumn = <Row,>(
  id: string,
  header: ReactNode,
  amount: (row: Row) => string,
  more: More<Row> = {},
): DataTableColumn<Row> => ({
  id,
  header,
  cell: (row) => rupees(amount(row)),
  ...more,
  className: `text-end text-nowrap ${more.className ?? ''}`.trim(),
});

/** A cell's value over a small grey second line (a referrer over their mobile number). */
export const twoLines = (first: ReactNode, second: ReactNode) => (
  <>
    <div>{first}</div>
    <div className="small text-body-secondary">{second}</div>
  </>
);

/**
 * A cell's value over a badge when there is one: red by default (a cancelled invoice), amber for
 * something waiting on the reader (a sign-up to approve).
 */
export const withBadge = (
  value: ReactNode,
  badge: string,
  tone: 'danger' | 'warning' = 'danger',
) => (
  <>
    {value}
    {badge ? (
      <div>
        <span className={`badge text-bg-${tone}`}>{badge}</span>
      </div>
    ) : null}
  </>
);
