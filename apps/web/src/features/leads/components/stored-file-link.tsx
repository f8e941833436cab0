import { IMAGE_PREVIEW_PX } from '@yaar/shared';
import { t } from '@/lib/i18n/language';
import { useState } from 'react';

/** A stored file's address names a PDF (signed addresses keep the stored name's extension). */
const looksLikePdf = (url: string) =>
  /\.pdf(?:$|[?#])/i.test(new URL(url, window.location.href).pathname);

interface StoredFileLinkProps {
  url: string;
  label: string;
}

/**
 * A stored lead file as a 150×150 preview linking to the file in a new tab. A PDF, or anything
 * the browser cannot show as an image, is shown as a document icon instead.
 */
export function StoredFileLink({ url, label }: StoredFileLinkProps) {
  const [notImage, setNotImage] = useState(() => looksLikePdf(url));
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="file-preview"
      title={t('Open {label}', { label: t(label) })}
      style={{ width: IMAGE_PREVIEW_PX, height: IMAGE_PREVIEW_PX }}
    >
      {notImage ? (
        <span className="file-preview-doc">
          <i className="bi bi-file-earmark-pdf" aria-hidden="true" />
          <span className="small">{t(label)}</span>
        </span>
      ) : (
        <img
          src={url}
          alt={t(label)}
          width={IMAGE_PREVIEW_PX}
          height={IMAGE_PREVIEW_PX}
          onError={() => setNotImage(true)}
        />
      )}
    </a>
  );
}
