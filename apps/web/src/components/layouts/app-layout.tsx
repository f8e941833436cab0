import type { SignedInUser } from '@yaar/shared';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useScrolledPast } from './use-scrolled-past';
import '@/styles/layout.css';
import { t } from '@/lib/i18n/language';

/** Below this width the sidebar is hidden by default and shown over the page. */
const WIDE_SCREEN_PX = 1200;

interface AppLayoutProps {
  user: SignedInUser | null;
  isAdmin: boolean;
  onSignOut: () => void;
  /** The header's search bar. */
  renderSearch?: (onDone: () => void) => ReactNode;
  /** The top bar's count of items waiting on this phone. */
  waiting?: ReactNode;
  children: ReactNode;
}

/** Top bar, sidebar, main area and footer (spec 1 §2.2). */
export function AppLayout({
  user,
  isAdmin,
  onSignOut,
  renderSearch,
  waiting,
  children,
}: AppLayoutProps) {
  const [sidebarToggled, setSidebarToggled] = useState(false);
  const scrolled = useScrolledPast(100);
  const isSmallScreen = () => window.innerWidth < WIDE_SCREEN_PX;

  const handleToggleSidebar = () => setSidebarToggled((toggled) => !toggled);
  const handleNavigate = () => {
    if (isSmallScreen()) setSidebarToggled(false);
  };

  return (
    <div className={sidebarToggled ? 'app-layout toggle-sidebar' : 'app-layout'}>
      <TopBar
        user={user}
        scrolled={scrolled}
        onToggleSidebar={handleToggleSidebar}
        onSignOut={onSignOut}
        renderSearch={renderSearch}
        waiting={waiting}
      />
      <Sidebar isAdmin={isAdmin} onNavigate={handleNavigate} />
      {sidebarToggled ? (
        <button
          type="button"
          className="sidebar-backdrop"
          aria-label={t('Close menu')}
          tabIndex={-1}
          onClick={() => setSidebarToggled(false)}
        />
      ) : null}
      <main id="main" className="main">
        {children}
      </main>
      <Footer />
      <BackToTop active={scrolled} />
    </div>
  );
}
