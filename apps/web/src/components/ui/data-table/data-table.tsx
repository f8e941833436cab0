import type { Key, ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { DataTableCards } from './data-table-cards';
import { DataTableHead } from './data-table-head';
import type { DataTableColumn, DataTableRowActions, DataTableSort } from './types';
import { t } from '@/lib/i18n/language';

export interface DataTableProps<Row> {
  columns: DataTableColumn<Row>[];
  /** The rows; undefined while nothing has loaded. */
  rows: Row[] | undefined;
  rowKey: (row: Row) => Key;
  /** A spinner instead of the rows (first load, or a new page still on its way). */
  loading?: boolean;
  /** Shown when the load succeeded with no rows: an empty list means 'no data', never a failure. */
  emptyText: string;
  /** A failed load: the table gives way to 'Could not load {what}.', the reason and Retry. */
  error?: { what: string; error: unknown; onRetry: () => void } | null;
  rowActions?: DataTableRowActions<Row>;
  /**
   * Below 768 px each row becomes a card (default); false keeps the table on phones; 'always' shows
   * cards in a grid at every width (a list whose rows read as cards, e.g. one card per company).
   */
  cards?: boolean | 'always';
  /** The card list's accessible name, e.g. 'Leads'. */
  cardsLabel?: string;
  renderCard?: (row: Row) => ReactNode;
  cardClassName?: string;
  /** Sortable headers (columns with a sortKey) when both are given. */
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  /** Table looks: 'sm' and bordered for a table inside a dialog. */
  size?: 'sm';
  bordered?: boolean;
  className?: string;
}

/**
 * A list screen's rows: loading, error (what failed, Retry), empty text, then a table on wider
 * screens and cards on phones. See apps/web/src/features/README.md.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, loading, emptyText, error, rowActions } = props;
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY);
  if (error) return <ErrorState what={error.what} error={error.error} onRetry={error.onRetry} />;
  if (loading || !rows) return <Spinner />;
  if ((isSmallScreen && props.cards !== false) || props.cards === 'always') {
    if (rows.length === 0)
      return <p className="text-center text-muted py-4 mb-0">{t(emptyText)}</p>;
    return (
      <DataTableCards
        rows={rows}
        rowKey={rowKey}
        columns={columns}
        rowActions={rowActions}
        label={props.cardsLabel ?? 'Rows'}
        renderCard={props.renderCard}
        cardClassName={props.cardClassName}
        grid={props.cards === 'always'}
      />
    );
  }
  const columnCount = columns.length + (rowActions ? 1 : 0);
  return (
    <div className="table-responsive">
      <Table
        hover={!props.bordered}
        size={props.size}
        bordered={props.bordered}
        className={`align-middle mb-0 ${props.className ?? ''}`.trim()}
      >
        <DataTableHead
          columns={columns}
          rowActions={rowActions}
          sort={props.sort}
          onSortChange={props.onSortChange}
        />
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="text-center text-muted py-4">
                {t(emptyText)}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
                {rowActions ? <td className="text-end">{rowActions.render(row)}</td> : null}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </div>
  );
}
