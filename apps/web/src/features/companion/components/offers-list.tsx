import type { Offer } from '@yaar/shared';
import { offerMessages } from '@yaar/shared';
import { Button } from 'react-bootstrap';
import type { DataTableColumn } from '@/components/ui/data-table';
import { FilterBar } from '@/components/ui/filter-bar';
import { ListView } from '@/components/ui/list-view';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { useListQuery } from '@/hooks/use-list-query';
import { usePagedList } from '@/hooks/use-paged-list';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/dates';
import { offersSource, useApproveOffer } from '../api/offers';
import { OfferBody } from './offer-body';

const STATUSES = [
  { value: '0', label: 'Pending' },
  { value: '1', label: 'Approved' },
];

/** The offer's date range, one end alone, or 'N/A' (spec 2 §2). */
export function offerDates({ StartDate, EndDate }: Pick<Offer, 'StartDate' | 'EndDate'>) {
  if (StartDate && EndDate) return `${formatDate(StartDate)} to ${formatDate(EndDate)}`;
  if (StartDate) return `From ${formatDate(StartDate)}`;
  if (EndDate) return `Until ${formatDate(EndDate)}`;
  return 'N/A';
}

const image = (offer: Offer) =>
  offer.FilePath ? (
    <a href={offer.FilePath} target="_blank" rel="noopener noreferrer" title="Open the image">
      <img
        src={offer.FilePath}
        alt={`Offer ${offer.Title}`}
        width={96}
        height={64}
        className="rounded border"
        style={{ objectFit: 'cover' }}
      />
    </a>
  ) : (
    <span className="text-muted">No image</span>
  );

const columns: DataTableColumn<Offer>[] = [
  { id: 'title', header: 'Title', cell: (o) => o.Title, className: 'fw-semibold text-break' },
  { id: 'body', header: 'Body', cell: (o) => <OfferBody body={o.Body} />, width: '40%' },
  { id: 'phone', header: 'Phone No', cell: (o) => o.PhoneNo || 'N/A', className: 'text-nowrap' },
  { id: 'dates', header: 'Offer Date', cell: offerDates },
  { id: 'image', header: 'Image', cell: image },
];

/**
 * Offers list (spec 2 §2, §4): every signed-in user sees it; a Pending offer is approved after a
 * confirmation (the administrator's full OYToken: the server refuses staff), Approved is disabled.
 */
export function OffersList() {
  const { isAdmin } = useAuth();
  const list = useListQuery({ defaults: { IsApproved: '' }, pageSize: 25 });
  const page = usePagedList<Offer>(offersSource, list.pageQuery);
  const approve = useApproveOffer();
  const handleApprove = useConfirmedDelete<Offer>({
    remove: (offer) => approve.mutateAsync(offer.OfferId),
    confirm: (offer) => ({
      title: 'Are you sure?',
      text: `Approve the offer "${offer.Title}"?`,
      confirmButtonText: 'Yes, Approve',
      cancelButtonText: 'Cancel',
    }),
    done: { text: offerMessages.updated },
    failed: { text: offerMessages.updateFailed },
  });
  const status = (offer: Offer) =>
    offer.IsApproved ? (
      <Button variant="success" size="sm" disabled>
        Approved
      </Button>
    ) : (
      <Button
        variant="warning"
        size="sm"
        aria-label={`Pending: approve ${offer.Title}`}
        title={isAdmin ? 'Approve this offer' : 'Only the administrator approves offers.'}
        disabled={!isAdmin || (approve.isPending && approve.variables === offer.OfferId)}
        onClick={() => void handleApprove(offer)}
      >
        Pending
      </Button>
    );
  return (
    <ListView
      page={page}
      what="the offers"
      columns={columns}
      rowKey={(offer) => offer.OfferId}
      emptyText="No offers available."
      cardsLabel="Offers"
      onPageChange={list.setPage}
      filters={
        <FilterBar
          idPrefix="offers"
          filters={list.filters}
          onChange={list.setFilters}
          specs={[{ key: 'IsApproved', label: 'Status', options: STATUSES }]}
          column="col-12 col-sm-6 col-lg-3"
        />
      }
      rowActions={{ header: 'Status', render: status }}
    />
  );
}
