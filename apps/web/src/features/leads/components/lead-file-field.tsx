import type { LeadFileKind } from '@yaar/shared';
import { IMAGE_PREVIEW_PX, LEAD_FILE_ACCEPT, LEAD_FILE_LABELS } from '@yaar/shared';
import type { ChangeEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-bootstrap';
import { FormField } from '@/components/ui/form-field';
import { StoredFileLink } from './stored-file-link';
import { t } from '@/lib/i18n/language';

interface LeadFileFieldProps {
  kind: LeadFileKind;
  /** The picked file. */
  value: File | null;
  /** The stored file (update), shown while no new file is picked. */
  storedUrl: string | null;
  error?: string;
  /** Marked required (Hoarding on create). */
  required?: boolean;
  /** False when the file is refused: the input is then cleared. */
  onPick: (file: File | null) => boolean;
  className?: string;
}

const previewSize = { width: IMAGE_PREVIEW_PX, height: IMAGE_PREVIEW_PX };

/**
 * One of Hoarding, Visiting Card Front, Visiting Card Back with its 150×150 preview. `accept`
 * without `capture`: phones offer the camera and the gallery (and files, for a PDF).
 */
export function LeadFileField({
  kind,
  value,
  storedUrl,
  error,
  required,
  onPick,
  className,
}: LeadFileFieldProps) {
  const label = LEAD_FILE_LABELS[kind];
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const madeUrls = useRef<string[]>([]);
  useEffect(() => {
    const urls = madeUrls.current;
    return () => {
      for (const url of urls.splice(0)) URL.revokeObjectURL(url);
    };
  }, []);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!onPick(file)) {
      event.target.value = '';
      return;
    }
    if (file && file.type.startsWith('image/') && typeof URL.createObjectURL === 'function') {
      const url = URL.createObjectURL(file);
      madeUrls.current.push(url);
      setPreview({ file, url });
    }
  };

  const pickedUrl = value && preview?.file === value ? preview.url : null;
  return (
    <FormField
      id={`lead-${kind}`}
      label={label}
      error={error}
      required={required}
      className={className}
    >
      <Form.Control
        type="file"
        aria-required={required || undefined}
        accept={LEAD_FILE_ACCEPT}
        isInvalid={!!error}
        onChange={handleChange}
      />
      <div className="mt-2">
        {value ? (
          <span className="file-preview" style={previewSize}>
            {pickedUrl ? (
              <img
                src={pickedUrl}
                alt={t('{label} preview', { label: t(label) })}
                {...previewSize}
              />
            ) : (
              <span className="file-preview-doc">
                <i className="bi bi-file-earmark-pdf" aria-hidden="true" />
                <span className="small text-break px-1">{value.name}</span>
              </span>
            )}
          </span>
        ) : storedUrl ? (
          <StoredFileLink url={storedUrl} label={label} />
        ) : (
          <span className="file-preview text-muted" style={previewSize} aria-hidden="true">
            <i className="bi bi-image fs-1" />
          </span>
        )}
      </div>
    </FormField>
  );
}
