import type { ImportResult } from '@yaar/shared';
import { MAX_IMPORT_BYTES, leadBulkMessages } from '@yaar/shared';
import { useRef, useState, type DragEvent } from 'react';
import { Alert, Button, Card, Form, ProgressBar } from 'react-bootstrap';
import { isApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/form-errors';
import { downloadImportTemplate, importLeads } from '../api/lead-bulk';
import { ImportSummary } from './import-summary';
import { t } from '@/lib/i18n/language';

type Stage =
  | { name: 'choosing' }
  | { name: 'sending'; preview: boolean; share: number }
  | { name: 'previewed'; result: ImportResult }
  | { name: 'imported'; result: ImportResult }
  | { name: 'failed' };

/** The spec's messages before upload: an Excel file by its name, at most 5 MB. */
function fileProblem(file: File | null): string | null {
  if (!file) return t(leadBulkMessages.fileRequiredBeforeUpload);
  if (!/\.xlsx?$/i.test(file.name)) return t(leadBulkMessages.fileType);
  if (file.size > MAX_IMPORT_BYTES) return t(leadBulkMessages.fileSize);
  return null;
}

/**
 * Import Leads (spec 2 §2; DESIGN §7): choose or drop an Excel file, Upload for a preview (counts
 * and the first rows, nothing saved), then Import or Cancel. Progress shows the upload, then the
 * server's processing; the refused rows come back as a file to download.
 */
export function ImportLeadsPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ name: 'choosing' });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(chosen ? fileProblem(chosen) : null);
    setStage({ name: 'choosing' });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0] ?? null);
  };

  const send = async (preview: boolean) => {
    const problem = fileProblem(file);
    setError(problem);
    if (problem || !file) return;
    setStage({ name: 'sending', preview, share: 0 });
    try {
      const { result } = await importLeads(file, preview, (share) =>
        setStage({ name: 'sending', preview, share }),
      );
      // The answer's message stands above the counts (an alert, not a toast that fades).
      setStage(preview ? { name: 'previewed', result } : { name: 'imported', result });
    } catch (failure) {
      const fileError = isApiError(failure) ? failure.errors.file : undefined;
      if (fileError) {
        setError(fileError);
        setStage({ name: 'choosing' });
      } else {
        setStage({ name: 'failed' });
        toastApiError(failure);
      }
    }
  };

  const cancel = () => {
    if (input.current) input.current.value = '';
    choose(null);
  };
  const sending = stage.name === 'sending';
  const uploaded = sending && stage.share >= 1;

  return (
    <Card className="col-12 col-xl-10">
      <Card.Body>
        <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center mb-3">
          <p className="mb-0 small text-body-secondary">
            {t(
              'An Excel file (.xlsx or .xls, at most 5 MB) whose first row names the columns, as in the template.',
            )}
          </p>
          <Button variant="outline-primary" onClick={() => downloadImportTemplate()}>
            <i className="bi bi-download me-2" aria-hidden="true" />
            {t('Download Template')}
          </Button>
        </div>
        <Form.Group
          controlId="import-file"
          className={`rounded border border-2 p-4 text-center ${dragging ? 'bg-primary-subtle' : ''}`}
          style={{ borderStyle: 'dashed' }}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <i className="bi bi-file-earmark-spreadsheet fs-1 text-primary" aria-hidden="true" />
          <Form.Label className="d-block fw-semibold">
            {t('Choose an Excel file or drop it here')}
          </Form.Label>
          <Form.Control
            ref={input}
            type="file"
            accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
            isInvalid={Boolean(error)}
            disabled={sending}
            onChange={(event) => choose((event.target as HTMLInputElement).files?.[0] ?? null)}
          />
          <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        </Form.Group>

        {sending ? (
          <div className="mt-3" aria-live="polite">
            <ProgressBar
              now={uploaded ? 100 : Math.round(stage.share * 100)}
              animated={uploaded}
              striped={uploaded}
              label={
                uploaded
                  ? t('Processing…')
                  : t('Uploading {percent}%', { percent: Math.round(stage.share * 100) })
              }
              aria-label={uploaded ? t('Processing the file') : t('Uploading the file')}
            />
            <p className="small text-body-secondary mt-1 mb-0">
              {uploaded
                ? t('Checking every row; a large file takes up to a minute.')
                : t('Uploading the file…')}
            </p>
          </div>
        ) : null}

        {stage.name === 'failed' ? (
          <Alert variant="danger" className="mt-3 mb-0">
            {t(leadBulkMessages.importFailed)}
          </Alert>
        ) : null}

        {stage.name === 'previewed' || stage.name === 'imported' ? (
          <div className="mt-3">
            {stage.name === 'imported' ? (
              <Alert variant="success">{t(leadBulkMessages.imported)}</Alert>
            ) : (
              <Alert variant="info">{t(leadBulkMessages.previewReady)}</Alert>
            )}
            <ImportSummary result={stage.result} preview={stage.name === 'previewed'} />
          </div>
        ) : null}

        <div className="d-flex flex-wrap gap-2 mt-3">
          {stage.name === 'previewed' ? (
            <>
              <Button
                onClick={() => void send(false)}
                disabled={stage.result.Imported === 0}
                className="px-4"
              >
                {t('Import')}
              </Button>
              <Button variant="outline-secondary" onClick={cancel}>
                {t('Cancel')}
              </Button>
            </>
          ) : stage.name === 'imported' ? (
            <Button variant="outline-primary" onClick={cancel}>
              {t('Import another file')}
            </Button>
          ) : (
            <Button onClick={() => void send(true)} disabled={sending} className="px-4">
              <i className="bi bi-upload me-2" aria-hidden="true" />
              {t('Upload')}
            </Button>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
