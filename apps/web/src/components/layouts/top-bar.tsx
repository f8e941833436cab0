import type { SignedInUser } from '@yaar/shared';
import { PRODUCT_NAME } from '@yaar/shared';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Dropdown } from 'react-bootstrap';
import { Link, useLocation } from 'react-router';
import { t } from '@/lib/i18n/language';

interface TopBarProps {
  user: SignedInUser | null;
  scrolled: boolean;
  onToggleSidebar: () => void;
  onSignOut: () => void;
  /** The search bar (the app's quick search of leads); it gets `onDone` to close on phones. */
  renderSearch?: (onDone: () => void) => ReactNode;
  /** Beside the account menu: what waits on this phone to be sent ("2 waiting to send"). */
  waiting?: ReactNode;
}

export function TopBar({
  user,
  scrolled,
  onToggleSidebar,
  onSignOut,
  renderSearch,
  waiting,
}: TopBarProps) {
  // Spec 1 §2.2: a toggle shows or hides the search bar (always shown on wide screens).
  const [searchShown, setSearchShown] = useState(false);
  const [shownOn, setShownOn] = useState('');
  const { pathname } = useLocation();
  if (searchShown && shownOn !== pathname) {
    setSearchShown(false);
    setShownOn(pathname);
  }
  const fullName = user ? `${user.FirstName} ${user.LastName}`.trim() : '';
  const displayName = fullName || t('Guest User');
  return (
    <header
      id="header"
      className={`header d-flex align-items-center${scrolled ? ' header-scrolled' : ''}`}
    >
      <div className="d-flex align-items-center justify-content-between min-w-0">
        <Link to="/" className="logo d-flex align-items-center gap-2 text-truncate">
          <i className="bi bi-briefcase-fill text-primary" aria-hidden="true" />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <button
          type="button"
          className="toggle-sidebar-btn"
          aria-label={t('Toggle sidebar')}
          aria-controls="sidebar"
          onClick={onToggleSidebar}
        >
          <i className="bi bi-list" aria-hidden="true" />
        </button>
      </div>
      {renderSearch ? (
        <>
          <div
            id="header-search"
            className={searchShown ? 'header-search header-search-shown' : 'header-search'}
          >
            {renderSearch(() => setSearchShown(false))}
          </div>
          <button
            type="button"
            className="header-icon-btn search-bar-toggle ms-auto"
            aria-label={t(searchShown ? 'Hide search' : 'Search leads')}
            aria-expanded={searchShown}
            aria-controls="header-search"
            onClick={() => {
              setShownOn(pathname);
              setSearchShown((shown) => !shown);
            }}
          >
            <i className={searchShown ? 'bi bi-x-lg' : 'bi bi-search'} aria-hidden="true" />
          </button>
        </>
      ) : null}
      {/* The first of these takes the free space on its left. */}
      {waiting ? (
        <div className={`d-flex align-items-center ${renderSearch ? 'ms-lg-auto' : 'ms-auto'}`}>
          {waiting}
        </div>
      ) : null}
      <Dropdown align="end" className={waiting ? '' : renderSearch ? 'ms-lg-auto' : 'ms-auto'}>
        <Dropdown.Toggle
          className="profile-toggle d-flex align-items-center gap-2"
          aria-label={t('Account menu')}
        >
          <i className="bi bi-person-circle fs-4" aria-hidden="true" />
          <span className="d-none d-md-inline fw-semibold">{displayName}</span>
          <i className="bi bi-chevron-down small" aria-hidden="true" />
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Header className="text-center">
            <h6 className="mb-0 text-dark">{displayName}</h6>
            {user?.Email ? <span className="small">{user.Email}</span> : null}
          </Dropdown.Header>
          <Dropdown.Divider />
          <Dropdown.Item as="button" onClick={onSignOut}>
            <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
            {t('Sign Out')}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
    </header>
  );
}
