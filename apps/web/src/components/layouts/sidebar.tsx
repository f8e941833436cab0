import { NavLink } from 'react-router';
import { pathTo } from '@/lib/paths';
import type { MenuItem } from './menu-items';
import { adminMenu, staffMenu } from './menu-items';

interface SidebarProps {
  isAdmin: boolean;
  onNavigate: () => void;
}

export function Sidebar({ isAdmin, onNavigate }: SidebarProps) {
  const items: MenuItem[] = isAdmin ? [...staffMenu, ...adminMenu] : staffMenu;
  return (
    <aside id="sidebar" className="sidebar" aria-label="Main menu">
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
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
