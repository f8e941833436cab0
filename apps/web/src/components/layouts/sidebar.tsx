import { NavLink } from 'react-router';
import { menuFor, pathTo } from '@/lib/paths';
import { LanguagePicker } from './language-picker';
import { t } from '@/lib/i18n/language';

interface SidebarProps {
  isAdmin: boolean;
  onNavigate: () => void;
}

export function Sidebar({ isAdmin, onNavigate }: SidebarProps) {
  const items = menuFor(isAdmin);
  return (
    <aside id="sidebar" className="sidebar" aria-label={t('Main menu')}>
      <ul className="sidebar-nav nav flex-column">
        {items.map((item) => (
          <li key={item.name} className="nav-item">
            <NavLink
              to={pathTo(item.name)}
              end={item.name === 'Dashboard'}
              className="nav-link"
              onClick={onNavigate}
            >
              <i className={`bi ${item.icon}`} aria-hidden="true" />
              <span>{t(item.label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <LanguagePicker />
    </aside>
  );
}
