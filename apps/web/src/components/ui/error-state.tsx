import { Button } from 'react-bootstrap';
import { connectivity } from '@/lib/api';
import { apiMessages } from '@yaar/shared';
import { ApiError, failureReason } from '@/lib/api-client';
import { t, translateShown } from '@/lib/i18n/language';

interface ErrorStateProps {
  /** What could not be loaded, for the sentence 'Could not load …': e.g. 'the leads'. */
  what: string;
  /** The failure: an ApiError gives its message (the server's, or 'Network Error!'). */
  error: unknown;
  onRetry: () => void;
  className?: string;
}

/** A failed load: what failed, why, and a Retry button (never an empty list that looks like 'no data'). */
export function ErrorState({ what, error, onRetry, className = '' }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={`alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2 mb-0 ${className}`}
    >
      <span>
        <strong>{t('Could not load {what}.', { what: t(what) })}</strong>{' '}
        {translateShown(failureReason(error))}
      </span>
      <Button variant="outline-danger" size="sm" onClick={onRetry}>
        <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
        {t('Retry')}
      </Button>
    </div>
  );
}

/** What ErrorState needs from a TanStack query. */
export interface LoadingQuery {
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  isPending?: boolean;
  /** 'paused': waiting for the network (lib/online-queries.ts). */
  fetchStatus?: string;
}

/**
 * Offline with nothing kept on the phone for this query: it waits for the network ('paused'), so
 * the screen says so in place rather than a spinner that never ends (issue 39).
 */
export const notKeptOffline = (query: Pick<LoadingQuery, 'isPending' | 'fetchStatus'>) =>
  query.isPending === true && query.fetchStatus === 'paused';

const notKept = new ApiError(0, apiMessages.notKeptOffline);

/**
 * Retry: while the app believes it is offline a query waits for the network, so the server is
 * asked first whether it can be reached again (the tap is the user saying it should be).
 */
async function retry(query: LoadingQuery) {
  if (!connectivity.online()) await connectivity.probe();
  await query.refetch();
}

/** A query's failure as DataTable's `error` (null while it has not failed). */
export const loadFailure = (what: string, query: LoadingQuery) =>
  query.isError || notKeptOffline(query)
    ? { what, error: query.isError ? query.error : notKept, onRetry: () => void retry(query) }
    : null;

/** ErrorState for a query that failed, or that waits offline with nothing kept; nothing otherwise. */
export function QueryError({
  what,
  query,
  className = 'mb-3',
  quietWhenNotKept = false,
}: {
  what: string;
  query: LoadingQuery;
  className?: string;
  /** A picker beside the screen's own data: offline with nothing kept, the data's own line says it. */
  quietWhenNotKept?: boolean;
}) {
  const failure = quietWhenNotKept && !query.isError ? null : loadFailure(what, query);
  return failure ? <ErrorState {...failure} className={className} /> : null;
}
