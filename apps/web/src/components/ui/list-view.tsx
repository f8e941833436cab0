import type { UseQueryResult } from '@tanstack/react-query';
import type { Key, ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import type { ListPage } from '@/hooks/use-paged-list';
import type { DataTableProps } from './data-table';
import { DataTable } from './data-table';
import { loadFailure } from './error-state';
import { FilterBar, type FilterBarProps } from './filter-bar';
import { ListPagination } from './pagination';
import type { RowAction } from './row-actions-menu';
import { RowActionsMenu } from './row-actions-menu';
import {} from '@/lib/i18n/language';

type TableProps<Row> = Omit<DataTableProps<Row>, 'rows' | 'loading' | 'error' | 'rowKey'>;

/** A row with an `id` is keyed by it unless `rowKey` says otherwise; another row must say. */
type RowKeyProps<Row> = Row extends { id: Key }
  ? { rowKey?: (row: Row) => Key }
  : { rowKey: (row: Row) => Key };

type ListViewProps<Row> = ListViewOwnProps<Row> & RowKeyProps<Row>;

interface ListViewOwnProps<Row> extends TableProps<Row> {
  /** The page query (`usePagedList`). */
  page: UseQueryResult<ListPage<Row>>;
  /** Names the list in a failure: 'Could not load {what}.'; 'the <cards label>' unless given. */
  what?: string;
  /** The list's filters, above the rows. */
  filters?: ReactNode;
  /** Or a `FilterBar`'s props (`useFilteredList`'s `view`): the bar above the rows. */
  filterBar?: FilterBarProps<string>;
  /** Buttons above the rows, on the right (an export, a Create). */
  toolbar?: ReactNode;
  onPageChange: (page: number) => void;
  /**
   * Each row's Action menu (the 'Action' column): its toggle's id `${idPrefix}-actions-${rowKey}`,
   * the name a screen reader gives it ('Action for YB/26-27/00012') and its items.
   */
  rowMenu?: {
    idPrefix: string;
    ariaLabel: (row: Row) => string;
    actions: (row: Row) => readonly RowAction[];
  };
  /** Dialogs and panels the list opens. */
  children?: ReactNode;
}

/**
 * A list screen in one card: filters, toolbar, the rows (loading, empty, failure with Retry, cards
 * on phones) and the pager. A screen gives its columns, its filters and its query.
 */
export function ListView<Row>({
  page,
  what,
  filters,
  filterBar,
  toolbar,
  onPageChange,
  rowMenu,
  children,
  ...props
}: ListViewProps<Row>) {
  const { rowKey = (row: Row) => (row as Row & { id: Key }).id, ...rest } =
    props as TableProps<Row> & { rowKey?: (row: Row) => Key };
  const table = { ...rest, rowKey };
  const meta = page.isError ? null : page.data?.meta;
  const named = what ?? `the ${table.cardsLabel?.toLowerCase() ?? 'rows'}`; // t() in ErrorState
  const rowActions = rowMenu && {
    header: 'Action',
    render: (row: Row) => (
      <RowActionsMenu
        id={`${rowMenu.idPrefix}-actions-${table.rowKey(row)}`}
        ariaLabel={rowMenu.ariaLabel(row)}
        actions={rowMenu.actions(row)}
      />
    ),
  };
  return (
    <section className="section">
      <Card>
        <Card.Body className="p-2 p-sm-3">
          {filters}
          {filterBar ? <FilterBar {...filterBar} /> : null}
          {toolbar ? (
            <div className="d-flex flex-wrap align-items-center justify-content-end gap-2 mb-3">
              {toolbar}
            </div>
          ) : null}
          <DataTable
            rowActions={rowActions}
            {...table}
            rows={page.data?.rows}
            loading={page.isPending || page.isPlaceholderData}
            error={loadFailure(named, page)}
          />
          {meta ? (
            <ListPagination
              meta={meta}
              rowsOnPage={page.data?.rows.length ?? 0}
              onPageChange={onPageChange}
            />
          ) : null}
        </Card.Body>
      </Card>
      {children}
    </section>
  );
}
