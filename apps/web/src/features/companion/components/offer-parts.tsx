import type { Offer } from '@yaar/shared';
import { OFFER_BODY_LIMIT, foldedOfferBody } from '@yaar/shared';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { formatDate } from '@/lib/dates';
import { t } from '@/lib/i18n/language';

/** An offer's body: over 100 characters, 97 and '...' with View More / View Less (spec 2 §9). */
export function OfferBody({ body }: { body: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = body.length > OFFER_BODY_LIMIT;
  return (
    <div className="text-break" style={{ whiteSpace: 'pre-line' }}>
      {expanded || !long ? body : foldedOfferBody(body)}
      {long ? (
        <>
          {' '}
          <Button
            variant="link"
            className="p-0 border-0 align-baseline"
            style={{ fontSize: 'inherit', lineHeight: 'inherit' }}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t('View Less') : t('View More')}
          </Button>
        </>
      ) : null}
    </div>
  );
}

const day = (value: string) => <span className="text-nowrap">{formatDate(value)}</span>;

/** The offer's date range, one end alone, or 'N/A' (spec 2 §2). */
export function OfferDates({ offer: { StartDate, EndDate } }: { offer: Offer }) {
  if (StartDate && EndDate)
    return (
      <>
        {day(StartDate)} {t('to')} {day(EndDate)}
      </>
    );
  if (StartDate) return <>{t('From {date}', { date: formatDate(StartDate) })}</>;
  if (EndDate) return <>{t('Until {date}', { date: formatDate(EndDate) })}</>;
  return <>{t('N/A')}</>;
}

/** The offer's image from its signed URL (no bearer header needed), opening whole in a new tab. */
export function OfferImage({ offer }: { offer: Offer }) {
  if (!offer.FilePath) return <span className="text-muted">{t('No image')}</span>;
  return (
    <a href={offer.FilePath} target="_blank" rel="noopener noreferrer" title={t('Open the image')}>
      <img
        src={offer.FilePath}
        alt={t('Offer {title}', { title: offer.Title })}
        width={96}
        height={64}
        className="rounded border"
        style={{ objectFit: 'cover' }}
      />
    </a>
  );
}

/** A phone's card: title and status, the whole-width body, then phone, dates and image. */
export function OfferCard({ offer, status }: { offer: Offer; status: ReactNode }) {
  return (
    <div className="card-body p-3">
      <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
        <div className="fw-semibold text-break">{offer.Title}</div>
        <div className="ms-auto">{status}</div>
      </div>
      <OfferBody body={offer.Body} />
      <dl className="data-table-card-fields mb-0 mt-2">
        <div className="data-table-card-field">
          <dt>{t('Phone No')}</dt>
          <dd>{offer.PhoneNo || t('N/A')}</dd>
        </div>
        <div className="data-table-card-field">
          <dt>{t('Offer Date')}</dt>
          <dd>
            <OfferDates offer={offer} />
          </dd>
        </div>
        <div className="data-table-card-field">
          <dt>{t('Image')}</dt>
          <dd>
            <OfferImage offer={offer} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
