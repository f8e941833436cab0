import { isRouteErrorResponse, useRouteError } from 'react-router';
import { t } from '@/lib/i18n/language';

/** A screen's code that could not be fetched: the connection dropped, or a new version replaced it. */
const isChunkLoadFailure = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  );

/**
 * What shows instead of a screen that failed to load or to render: a plain explanation and a way
 * on (React Router's own developer page otherwise). The error is logged for whoever looks.
 */
export function RouteError() {
  const error = useRouteError();
  console.error('Screen failed', error);
  const message = isChunkLoadFailure(error)
    ? t('This screen could not be loaded. Check your internet connection, then reload the page.')
    : isRouteErrorResponse(error) && error.status === 404
      ? t('This page does not exist.')
      : t('Something went wrong while showing this screen. Please reload the page.');
  return (
    <section className="text-center py-5 px-3">
      <h1 className="display-6 fw-semibold text-primary-emphasis">{t('Something went wrong')}</h1>
      <p className="text-muted">{message}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('Reload')}
        </button>
        <a href="/" className="btn btn-outline-primary">
          {t('Go to dashboard')}
        </a>
      </div>
    </section>
  );
}
