import type { PageMeta } from '@yaar/shared';
import { Pagination } from 'react-bootstrap';

interface LeadsPaginationProps {
  meta: PageMeta;
  onPageChange: (page: number) => void;
}

/** 'From–to of total' and the page buttons; nothing when everything fits on one page. */
export function LeadsPagination({ meta, onPageChange }: LeadsPaginationProps) {
  const pages = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  const page = Math.min(meta.page, pages);
  const from = meta.total === 0 ? 0 : (page - 1) * meta.pageSize + 1;
  const to = Math.min(page * meta.pageSize, meta.total);
  return (
    <nav
      className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3"
      aria-label="Pages"
    >
      <span className="small text-muted">
        {from}–{to} of {meta.total}
      </span>
      {pages > 1 ? (
        <Pagination className="mb-0">
          <Pagination.First
            disabled={page === 1}
            onClick={() => onPageChange(1)}
            aria-label="First page"
          />
          <Pagination.Prev
            disabled={page === 1}
            onClick={() => onPageChange(page - 1)}
            aria-label="Previous page"
          />
          <Pagination.Item active>
            {page} / {pages}
          </Pagination.Item>
          <Pagination.Next
            disabled={page === pages}
            onClick={() => onPageChange(page + 1)}
            aria-label="Next page"
          />
          <Pagination.Last
            disabled={page === pages}
            onClick={() => onPageChange(pages)}
            aria-label="Last page"
          />
        </Pagination>
      ) : null}
    </nav>
  );
}
