import type { ImportPreviewRow, ImportResult } from '@yaar/shared';
import { Button } from 'react-bootstrap';
import { DataTable, dateColumn, type DataTableColumn } from '@/components/ui/data-table';
import { downloadImportErrors } from '../api/lead-bulk';

const columns: DataTableColumn<ImportPreviewRow>[] = [
  { id: 'row', header: 'Row', cell: (row) => row.Row, width: 60 },
  { id: 'company', header: 'Company Name', cell: (row) => row.CompanyName },
  { id: 'owner', header: 'Owner Name', cell: (row) => row.OwnerName },
  { id: 'mobile', header: 'Mobile No', cell: (row) => row.MobileNo, className: 'text-nowrap' },
  { id: 'city', header: 'City', cell: (row) => row.City },
  { id: 'product', header: 'Product', cell: (row) => row.Product },
  { id: 'status', header: 'Status', cell: (row) => row.Status },
  dateColumn('next', 'Next Date', (row) => row.NextDate),
];

/** The counts of a preview or an import, the preview's first rows, and the error file. */
export function ImportSummary({ result, preview }: { result: ImportResult; preview: boolean }) {
  const counts = [
    [preview ? 'To import' : 'Imported', result.Imported, 'text-success'],
    ['Duplicates', result.Duplicates, 'text-warning-emphasis'],
    ['Refused', result.Refused, 'text-danger'],
  ] as const;
  return (
    <div aria-label={preview ? 'Import preview' : 'Import result'}>
      <dl className="row g-2 text-center mb-3">
        {counts.map(([label, count, tone]) => (
          <div key={label} className="col-4">
            <div className="border rounded py-2">
              <dt className="small text-body-secondary fw-normal">{label}</dt>
              <dd className={`fs-4 fw-semibold mb-0 ${tone}`}>{count.toLocaleString('en-IN')}</dd>
            </div>
          </div>
        ))}
      </dl>
      {result.ErrorFile ? (
        <Button
          variant="outline-secondary"
          className="mb-3"
          onClick={() => downloadImportErrors(result.ErrorFile)}
        >
          <i className="bi bi-file-earmark-excel me-2" aria-hidden="true" />
          Download rows not imported ({(result.Duplicates + result.Refused).toLocaleString('en-IN')}
          )
        </Button>
      ) : null}
      {preview ? (
        <DataTable
          columns={columns}
          rows={result.Rows}
          rowKey={(row) => row.Row}
          emptyText="No row of this file can be imported."
          cardsLabel="Rows to import"
          size="sm"
        />
      ) : null}
    </div>
  );
}
