import { Link } from 'react-router';
import { t } from '@/lib/i18n/language';

/** Any unknown path, signed in (spec 1 §2.3). */
export function NotFoundRoute() {
  return (
    <section className="text-center py-5">
      <h1 className="display-6 fw-semibold text-primary-emphasis">{t('Page Not Found')}</h1>
      <Link to="/" className="btn btn-primary mt-3">
        {t('Go to dashboard')}
      </Link>
    </section>
  );
}
