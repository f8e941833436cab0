import { Link } from 'react-router';
import { t } from '@/lib/i18n/language';

export interface Crumb {
  label: string;
  to: string;
}

interface PageTitleProps {
  title: string;
  /** Links between Dashboard and the current page, e.g. Leads for Lead Create. */
  crumbs?: Crumb[];
  /** False on a public screen shown without the layout. */
  showBreadcrumb?: boolean;
}

/** The page heading with its breadcrumb: Dashboard > … > Title. */
export function PageTitle({ title, crumbs = [], showBreadcrumb = true }: PageTitleProps) {
  const isDashboard = title === 'Dashboard';
  return (
    <div className="pagetitle">
      <h1>{t(title)}</h1>
      {showBreadcrumb ? (
        <nav aria-label={t('breadcrumb')}>
          <ol className="breadcrumb">
            {isDashboard ? null : (
              <li className="breadcrumb-item">
                <Link to="/">{t('Dashboard')}</Link>
              </li>
            )}
            {crumbs.map((crumb) => (
              <li key={crumb.to} className="breadcrumb-item">
                <Link to={crumb.to}>{t(crumb.label)}</Link>
              </li>
            ))}
            <li className="breadcrumb-item active" aria-current="page">
              {t(title)}
            </li>
          </ol>
        </nav>
      ) : null}
    </div>
  );
}
