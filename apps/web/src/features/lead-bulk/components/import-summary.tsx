import type { ImportLeftOutRow, ImportPreviewRow, ImportResult } from '@yaar/shared';
import { IMPORT_DEFAULT_STATUS } from '@yaar/shared';
import { Button } from 'react-bootstrap';
import { DataTable, dateColumn, withBadge, type DataTableColumn } from '@/components/ui/data-table';
import { downloadImportErrors } from '../api/lead-bulk';
import { t, translateShown } from '@/lib/i18n/language';

const columns: DataTableColumn<ImportPreviewRow>[] = [
  { id: 'row', header: 'Row', cell: (row) => row.Row, width: 60 },
  { id: 'company', header: 'Company Name', cell: (row) => row.CompanyName },
  { id: 'owner', header: 'Owner Name', cell: (row) => row.OwnerName },
  { id: 'mobile', header: 'Mobile No', cell: (row) => row.MobileNo, className: 'text-nowrap' },
  { id: 'city', header: 'City', cell: (row) => row.City },
  { id: 'product', header: 'Product', cell: (row) => row.Product },
  {
    id: 'status',
    header: 'Status',
    cell: (row) =>
      withBadge(
        t(row.Status),
        row.StatusDefaulted ? t('Status was empty: default') : '',
        'warning',
      ),
  },
  dateColumn('next', 'Next Date', (row) => row.NextDate),
];

const leftOutColumns: DataTableColumn<ImportLeftOutRow>[] = [
  { id: 'row', header: 'Row', cell: (row) => row.Row, width: 60 },
  { id: 'company', header: 'Company Name', cell: (row) => row.CompanyName },
  { id: 'mobile', header: 'Mobile No', cell: (row) => row.MobileNo, className: 'text-nowrap' },
  {
    id: 'reason',
    header: 'Why it is left out',
    cell: (row) => translateShown(row.Reason),
    className: 'text-danger',
  },
];

/** A titled small table of the file's rows (cards on a phone, named by the title), by row number. */
function ImportRows<Row extends { Row: number }>(props: {
  title: string;
  spacing: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  emptyText: string;
}) {
  return (
    <>
      <h3 className={`h6 ${props.spacing}`}>{t(props.title)}</h3>
      <DataTable
        columns={props.columns}
        rows={props.rows}
        rowKey={(row) => row.Row}
        emptyText={props.emptyText}
        cardsLabel={props.title}
        size="sm"
      />
    </>
  );
}

/** The counts of a preview or an import, the preview's first rows, and the error file. */
export function ImportSummary({ result, preview }: { result: ImportResult; preview: boolean }) {
  const counts = [
    [preview ? 'To import' : 'Imported', result.Imported, 'text-success'],
    ['Duplicates', result.Duplicates, 'text-warning-emphasis'],
    ['Refused', result.Refused, 'text-danger'],
  ] as const;
  return (
    <div aria-label={preview ? t('Import preview') : t('Import result')}>
      <dl className="row g-2 text-center mb-3">
        {counts.map(([label, count, tone]) => (
          <div key={label} className="col-4">
            <div className="border rounded py-2">
              <dt className="small text-body-secondary fw-normal">{t(label)}</dt>
              <dd className={`fs-4 fw-semibold mb-0 ${tone}`}>{count.toLocaleString('en-IN')}</dd>
            </div>
          </div>
        ))}
      </dl>
      {result.ErrorFile ? (
        <Button
          variant="outline-primary"
          className="mb-3"
          onClick={() => downloadImportErrors(result.ErrorFile)}
        >
          <i className="bi bi-file-earmark-excel me-2" aria-hidden="true" />
          {t('Download rows not imported ({count})', {
            count: (result.Duplicates + result.Refused).toLocaleString('en-IN'),
          })}
        </Button>
      ) : null}
      {preview ? (
        <>
          <ImportRows
            title="Rows to import"
            spacing="mt-2"
            columns={columns}
            rows={result.Rows}
            emptyText="No row of this file can be imported."
          />
          {result.Rows.some((row) => row.StatusDefaulted) ? (
            <p className="small text-warning-emphasis">
              {t('A row with an empty Status is imported as {status}.', {
                status: t(IMPORT_DEFAULT_STATUS),
              })}
            </p>
          ) : null}
          {result.LeftOut?.length ? (
            <>
              <ImportRows
                title="Rows left out"
                spacing="mt-3"
                columns={leftOutColumns}
                rows={result.LeftOut}
                emptyText=""
              />
              {result.Duplicates + result.Refused > result.LeftOut.length ? (
                <p className="small text-body-secondary">
                  {t('The first {count} are shown; the file of rows not imported has them all.', {
                    count: result.LeftOut.length,
                  })}
                </p>
              ) : null}
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
