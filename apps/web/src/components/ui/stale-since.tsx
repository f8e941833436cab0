import { useOnline } from '@/hooks/use-online';
import { formatAsOf } from '@/lib/dates';
import { t } from '@/lib/i18n/language';

/** What StaleSince needs from a TanStack query. */
export interface KeptQuery {
  data: unknown;
  /** When the data shown was fetched (ms); 0 when never. */
  dataUpdatedAt: number;
  isError: boolean;
}

/**
 * "as of 10:42": the data shown is the last fetched, not fresh from the server, because the app
 * is offline or the last refresh failed. Nothing while the data is fresh or there is none.
 */
export function StaleSince({
  query,
  className = 'mb-2',
}: {
  query: KeptQuery;
  className?: string;
}) {
  const online = useOnline();
  if (query.data === undefined || query.dataUpdatedAt === 0) return null;
  if (online && !query.isError) return null;
  return (
    <p className={`stale-since small text-body-secondary ${className}`}>
      <i className="bi bi-clock-history me-1" aria-hidden="true" />
      {t('as of {time}', { time: formatAsOf(new Date(query.dataUpdatedAt)) })}
    </p>
  );
}
