import type { Offer } from '@yaar/shared';
import { offerMessages } from '@yaar/shared';
import { Button } from 'react-bootstrap';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListView } from '@/components/ui/list-view';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { useFilteredList } from '@/hooks/use-filtered-list';
import { offersSource, useApproveOffer } from '../api/offers';
import { OfferBody, OfferCard, OfferDates, OfferImage } from './offer-parts';
import { t } from '@/lib/i18n/language';

const STATUSES = [
  { value: '0', label: 'Pending' },
  { value: '1', label: 'Approved' },
];

const columns: DataTableColumn<Offer>[] = [
  { id: 'title', header: 'Title', cell: (o) => o.Title, className: 'fw-semibold', width: '16%' },
  { id: 'body', header: 'Body', cell: (o) => <OfferBody body={o.Body} />, width: '38%' },
  { id: 'phone', header: 'Phone No', cell: (o) => o.PhoneNo || t('N/A'), className: 'text-nowrap' },
  { id: 'dates', header: 'Offer Date', cell: (o) => <OfferDates offer={o} /> },
  { id: 'image', header: 'Image', cell: (o) => <OfferImage offer={o} /> },
];

/**
 * Offers list (spec 2 §1, §2, §4): every signed-in user sees it and approves a Pending offer after
 * a confirmation; Approved is disabled.
 */
export function OffersList() {
  const { view } = useFilteredList<Offer>(offersSource, {
    idPrefix: 'offers',
    specs: [{ key: 'IsApproved', label: 'Status', options: STATUSES }],
    column: 'col-12 col-sm-6 col-lg-3',
  });
  const approve = useApproveOffer();
  const handleApprove = useConfirmedDelete<Offer>({
    remove: (offer) => approve.mutateAsync(offer.OfferId),
    confirm: (offer) => ({
      title: 'Are you sure?',
      text: t('Approve the offer "{title}"?', { title: offer.Title }),
      confirmButtonText: 'Yes, Approve',
      cancelButtonText: 'Cancel',
    }),
    done: { text: t(offerMessages.updated) },
    failed: { text: t(offerMessages.updateFailed) },
  });
  const status = (offer: Offer) =>
    offer.IsApproved ? (
      <Button variant="success" size="sm" disabled>
        {t('Approved')}
      </Button>
    ) : (
      <Button
        variant="warning"
        size="sm"
        aria-label={t('Pending: approve {title}', { title: offer.Title })}
        title={t('Approve this offer')}
        disabled={approve.isPending && approve.variables === offer.OfferId}
        onClick={() => void handleApprove(offer)}
      >
        {t('Pending')}
      </Button>
    );
  return (
    <ListView
      {...view}
      columns={columns}
      rowKey={(offer) => offer.OfferId}
      emptyText="No offers available."
      cardsLabel="Offers"
      rowActions={{ header: 'Status', render: status }}
      renderCard={(offer) => <OfferCard offer={offer} status={status(offer)} />}
    />
  );
}
