import './visits.css';
import { t } from '@/lib/i18n/language';

/** A visit's photo as a small thumbnail that opens the full image in a new tab. */
export function VisitPhotoLink({ url, label }: { url: string; label: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="visit-photo-link flex-shrink-0"
      title={t('Open the photo')}
    >
      <img
        src={url}
        alt={label}
        className="visit-photo-thumb"
        width={56}
        height={56}
        loading="lazy"
      />
    </a>
  );
}
