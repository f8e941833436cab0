import type { ReactNode } from 'react';

/** One column of a DataTable: its header, how a row fills its cell, and how it looks. */
export interface DataTableColumn<Row> {
  /** Stable and unique among the columns (React key). */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The server's sort key: the header becomes a sort button when the table is given `sort`. */
  sortKey?: string;
  /** Classes of the header and of every cell of this column (e.g. 'text-nowrap'). */
  className?: string;
  /** The column's width, e.g. '20%' or 120 (px). */
  width?: string | number;
  /** Left out of the default card (below 768 px). */
  hideOnCard?: boolean;
}

export interface DataTableSort {
  key: string;
  direction: 'asc' | 'desc';
}

/** A row's action menu (the last column, or the card's top right). */
export interface DataTableRowActions<Row> {
  header?: ReactNode;
  render: (row: Row) => ReactNode;
}
