import { Button, Spinner as InlineSpinner } from 'react-bootstrap';
import { t } from '@/lib/i18n/language';
import type { ExportOptions } from '@/hooks/use-export';
import { formatBytes, useExport } from '@/hooks/use-export';

interface ExportButtonProps extends ExportOptions {
  /** The button's text, e.g. 'Export Leads'. */
  label: string;
  /** The call's body: the list's filters and the export flag, without paging. */
  body: () => unknown;
}

/**
 * Saves a file the server writes (either API): a spinner and the bytes received so far while it
 * comes, the failure toasted.
 */
export function ExportButton({ label, body, ...options }: ExportButtonProps) {
  const exporter = useExport(options);
  return (
    <>
      {exporter.isPending && exporter.bytesReceived > 0 ? (
        <span className="small text-muted" aria-live="polite">
          {formatBytes(exporter.bytesReceived)} received
        </span>
      ) : null}
      <Button
        variant="success"
        disabled={exporter.isPending}
        onClick={() => void exporter.start(body())}
      >
        {exporter.isPending ? (
          <InlineSpinner size="sm" className="me-2" aria-hidden="true" />
        ) : (
          <i className="bi bi-file-earmark-excel me-2" aria-hidden="true" />
        )}
        {t(label)}
      </Button>
    </>
  );
}
