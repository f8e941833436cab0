import type { FollowUp } from '@yaar/shared';
import { leadMessages } from '@yaar/shared';
import type { DataTableColumn, DataTableProps } from '@/components/ui/data-table';
import { DataTable, dateColumn } from '@/components/ui/data-table';

const columnsWithDate = (dateHeader: string): DataTableColumn<FollowUp>[] => [
  dateColumn('date', dateHeader, (followUp) => followUp.FollowUpDate),
  { id: 'employee', header: 'Employee Name', cell: (followUp) => followUp.EmployeeName },
  {
    id: 'remarks',
    header: 'Remarks',
    cell: (followUp) => followUp.Remarks,
    className: 'text-break',
  },
];
const columnsByHeader = {
  'Entry Date': columnsWithDate('Entry Date'),
  'Follow Up Date': columnsWithDate('Follow Up Date'),
};

interface FollowUpsTableProps extends Pick<
  DataTableProps<FollowUp>,
  'rows' | 'loading' | 'error' | 'size' | 'bordered'
> {
  /** The follow-up list says Entry Date (spec 1 §2.12), the lead details Follow Up Date (§2.8). */
  dateHeader: keyof typeof columnsByHeader;
}

/** A lead's follow-ups, newest first: date, employee, remarks; 'No follow-up data available.' */
export function FollowUpsTable({ dateHeader, ...table }: FollowUpsTableProps) {
  return (
    <DataTable
      columns={columnsByHeader[dateHeader]}
      rowKey={(followUp) => followUp.id}
      emptyText={leadMessages.noFollowUps}
      cards={false}
      {...table}
    />
  );
}
