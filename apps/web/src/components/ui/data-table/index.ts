export { DataTable } from './data-table';
export type { DataTableProps } from './data-table';
export type { DataTableColumn, DataTableRowActions, DataTableSort } from './types';
export { dateColumn, moneyColumn, twoLines, withBadge } from './columns';
