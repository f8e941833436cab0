import type { DataTableColumn, DataTableRowActions, DataTableSort } from './types';
import { tIfText } from '@/lib/i18n/language';

interface DataTableHeadProps<Row> {
  columns: DataTableColumn<Row>[];
  rowActions?: DataTableRowActions<Row>;
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
}

const ariaSort = (direction: DataTableSort['direction']) =>
  direction === 'asc' ? 'ascending' : 'descending';

/** The header row; a column with a sortKey becomes a button that sorts by it (again: reversed). */
export function DataTableHead<Row>({
  columns,
  rowActions,
  sort,
  onSortChange,
}: DataTableHeadProps<Row>) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const sortable = column.sortKey !== undefined && sort && onSortChange;
          const active = sortable && sort.key === column.sortKey;
          return (
            <th
              key={column.id}
              scope="col"
              className={column.className}
              style={column.width === undefined ? undefined : { width: column.width }}
              aria-sort={active ? ariaSort(sort.direction) : undefined}
            >
              {sortable ? (
                <button
                  type="button"
                  className="btn btn-link p-0 text-reset fw-semibold text-decoration-none"
                  onClick={() =>
                    onSortChange({
                      key: column.sortKey!,
                      direction: active && sort.direction === 'asc' ? 'desc' : 'asc',
                    })
                  }
                >
                  {tIfText(column.header)}
                  <i
                    className={`bi ms-1 ${active ? (sort.direction === 'asc' ? 'bi-sort-up' : 'bi-sort-down') : 'bi-arrow-down-up opacity-50'}`}
                    aria-hidden="true"
                  />
                </button>
              ) : (
                tIfText(column.header)
              )}
            </th>
          );
        })}
        {rowActions ? (
          <th scope="col" className="text-end">
            {tIfText(rowActions.header ?? 'Action')}
          </th>
        ) : null}
      </tr>
    </thead>
  );
}
