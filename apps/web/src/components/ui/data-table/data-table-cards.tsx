import type { Key, ReactNode } from 'react';
import type { DataTableColumn, DataTableRowActions } from './types';
import { t, tIfText } from '@/lib/i18n/language';

interface DataTableCardsProps<Row> {
  rows: Row[];
  rowKey: (row: Row) => Key;
  columns: DataTableColumn<Row>[];
  rowActions?: DataTableRowActions<Row>;
  /** The list's accessible name, e.g. 'Leads'. */
  label: string;
  /** A card's whole body; without it the columns become label/value pairs. */
  renderCard?: (row: Row) => ReactNode;
  cardClassName?: string;
  /** Cards side by side as the width allows (one column on phones), not one under another. */
  grid?: boolean;
}

/** Phones (or a card list at every width): one card per row. */
export function DataTableCards<Row>(props: DataTableCardsProps<Row>) {
  const { rows, rowKey, columns, rowActions, label, renderCard, cardClassName = 'card' } = props;
  const layout = props.grid
    ? 'row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3'
    : 'd-flex flex-column gap-2';
  const card = (row: Row) =>
    renderCard ? renderCard(row) : <DefaultCard row={row} {...{ columns, rowActions }} />;
  return (
    <ul className={`list-unstyled mb-0 data-table-cards ${layout}`} aria-label={t(label)}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={props.grid ? 'col' : cardClassName}>
          {props.grid ? <div className={`${cardClassName} h-100`}>{card(row)}</div> : card(row)}
        </li>
      ))}
    </ul>
  );
}

function DefaultCard<Row>({
  row,
  columns,
  rowActions,
}: {
  row: Row;
  columns: DataTableColumn<Row>[];
  rowActions?: DataTableRowActions<Row>;
}) {
  const fields = columns.filter((column) => !column.hideOnCard);
  const field = (column: DataTableColumn<Row>) => (
    <div key={column.id} className="data-table-card-field">
      <dt>{tIfText(column.header)}</dt>
      <dd className={column.className}>{column.cell(row)}</dd>
    </div>
  );
  // The first field is the card's title, on one line with the action: no line of the card is
  // left empty, and the other fields keep the card's whole width.
  const [first, ...others] = fields;
  return (
    <div className="card-body p-3">
      <div className="d-flex justify-content-between align-items-center gap-2 mb-2">
        {first ? (
          <div className="fw-semibold text-break">
            <span className="visually-hidden">{tIfText(first.header)}: </span>
            {first.cell(row)}
          </div>
        ) : null}
        {rowActions ? <div className="ms-auto">{rowActions.render(row)}</div> : null}
      </div>
      <dl className="data-table-card-fields mb-0">{others.map(field)}</dl>
    </div>
  );
}
