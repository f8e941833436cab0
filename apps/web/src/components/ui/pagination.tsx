import type { PageMeta } from '@yaar/shared';
import { Pagination } from 'react-bootstrap';
import { t } from '@/lib/i18n/language';

interface ListPaginationProps {
  /** The answer's `meta`: total, page, pageSize and whether the total is capped. */
  meta: PageMeta;
  /** How many rows the current page shows. */
  rowsOnPage: number;
  onPageChange: (page: number) => void;
}

/**
 * 'From–to of total' and the page buttons; nothing when everything fits on one page. A capped
 * total (a broad search) reads '1000+': Next goes on while pages are full, Last is not offered.
 */
export function ListPagination({ meta, rowsOnPage, onPageChange }: ListPaginationProps) {
  const capped = meta.totalCapped === true;
  const countedPages = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  const page = capped ? meta.page : Math.min(meta.page, countedPages);
  const lastKnown = capped && rowsOnPage === meta.pageSize ? page + 1 : page;
  const pages = capped ? Math.max(countedPages, lastKnown) : countedPages;
  const from =
    rowsOnPage === 0 && (capped || meta.total === 0) ? 0 : (page - 1) * meta.pageSize + 1;
  const to = capped
    ? from + rowsOnPage - Math.min(rowsOnPage, 1)
    : Math.min(page * meta.pageSize, meta.total);
  return (
    <nav
      className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3"
      aria-label={t('Pages')}
    >
      <span className="small text-muted">
        {t('{from}–{to} of {total}', {
          from: String(from),
          to: String(to),
          total: String(meta.total),
        })}
        {capped ? '+' : ''}
      </span>
      {pages > 1 ? (
        <Pagination className="mb-0">
          <Pagination.First
            disabled={page === 1}
            onClick={() => onPageChange(1)}
            aria-label={t('First page')}
          />
          <Pagination.Prev
            disabled={page === 1}
            onClick={() => onPageChange(page - 1)}
            aria-label={t('Previous page')}
          />
          <Pagination.Item active>
            {page} / {pages}
            {capped ? '+' : ''}
          </Pagination.Item>
          <Pagination.Next
            disabled={page === pages}
            onClick={() => onPageChange(page + 1)}
            aria-label={t('Next page')}
          />
          {capped ? null : (
            <Pagination.Last
              disabled={page === pages}
              onClick={() => onPageChange(pages)}
              aria-label={t('Last page')}
            />
          )}
        </Pagination>
      ) : null}
    </nav>
  );
}
