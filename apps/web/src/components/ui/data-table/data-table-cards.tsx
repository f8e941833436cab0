import type { Key, ReactNode } from 'react';
import type { DataTableColumn, DataTableRowActions } from './types';

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
}

/** Phones: one card per row. */
export function DataTableCards<Row>(props: DataTableCardsProps<Row>) {
  const { rows, rowKey, columns, rowActions, label, renderCard, cardClassName = 'card' } = props;
  return (
    <ul className="list-unstyled d-flex flex-column gap-2 mb-0 data-table-cards" aria-label={label}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={cardClassName}>
          {renderCard ? renderCard(row) : <DefaultCard row={row} {...{ columns, rowActions }} />}
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
  return (
    <div className="card-body p-3">
      {/* The action on a line of its own: beside the fields it squeezed their values to a few letters. */}
      {rowActions ? (
        <div className="d-flex justify-content-end mb-2">{rowActions.render(row)}</div>
      ) : null}
      <dl className="data-table-card-fields mb-0">
        {columns
          .filter((column) => !column.hideOnCard)
          .map((column) => (
            <div key={column.id} className="data-table-card-field">
              <dt>{column.header}</dt>
              <dd className={column.className}>{column.cell(row)}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
