import type { MediaItem } from '@yaar/shared';
import { MEDIA_TYPES, mediaMessages } from '@yaar/shared';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListView } from '@/components/ui/list-view';
import { deleteAction } from '@/components/ui/row-actions-menu';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { useFilteredList } from '@/hooks/use-filtered-list';
import { mediaSource, useDeleteMedia } from '../api/media';
import { MediaAddPanel } from './media-add-panel';
import { t } from '@/lib/i18n/language';

const columns: DataTableColumn<MediaItem>[] = [
  {
    id: 'image',
    header: 'Image',
    width: 120,
    cell: (media) => (
      <a href={media.ImagePath} target="_blank" rel="noreferrer" title={t('Open the image')}>
        <img
          src={media.ImagePath}
          alt={t('{type} media', { type: t(media.Type) })}
          loading="lazy"
          width={96}
          height={64}
          className="rounded border bg-body-tertiary"
          style={{ objectFit: 'contain' }}
        />
      </a>
    ),
  },
  { id: 'type', header: 'Type', cell: (media) => t(media.Type), className: 'fw-semibold' },
  {
    id: 'link',
    header: 'Link',
    className: 'text-break',
    cell: (media) =>
      media.Link ? (
        <a href={media.Link} target="_blank" rel="noreferrer noopener">
          {media.Link}
        </a>
      ) : (
        '—'
      ),
  },
];

/** Media list (spec 2 §2): the type filter, Media Add in a side panel, Delete per row. */
export function MediaList() {
  const { view } = useFilteredList<MediaItem>(mediaSource, {
    idPrefix: 'media',
    specs: [{ key: 'Type', label: 'Type', options: MEDIA_TYPES }],
    column: 'col-12 col-sm-6 col-lg-3',
  });
  const [adding, setAdding] = useState(false);
  const handleDelete = useConfirmedDelete<MediaItem>({
    remove: useDeleteMedia(),
    confirm: (media) => t('Delete this {type} media and its image?', { type: t(media.Type) }),
    done: { text: t(mediaMessages.deleted) },
    failed: { text: t(mediaMessages.deleteFailed) },
  });
  return (
    <ListView
      {...view}
      columns={columns}
      emptyText="No media available."
      cardsLabel="Media"
      toolbar={
        <Button onClick={() => setAdding(true)}>
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          {t('Media Add')}
        </Button>
      }
      rowMenu={{
        idPrefix: 'media',
        ariaLabel: (media) =>
          t('Action for {type} media {id}', { type: t(media.Type), id: media.id }),
        actions: (media) => [deleteAction(() => handleDelete(media))],
      }}
    >
      <MediaAddPanel show={adding} onHide={() => setAdding(false)} />
    </ListView>
  );
}
