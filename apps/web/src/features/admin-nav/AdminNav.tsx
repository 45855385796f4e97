import clsx from 'clsx';
import { NavLink } from 'react-router-dom';
import './adminNav.css';

/**
 * The admin area's pages. The sidebar keeps the spec's two admin entries; User Management leads here,
 * and this row moves between the admin pages.
 */
export const ADMIN_LINKS = [
  { to: '/dashboard/admin/users', label: 'Users' },
  { to: '/dashboard/admin/corporate-actions', label: 'Corporate Actions' },
] as const;

export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label="Admin pages">
      {ADMIN_LINKS.map((l) => (
        <NavLink
          key={l.to}
          to={l.to}
          className={({ isActive }) => clsx('admin-nav__link', isActive && 'admin-nav__link--active')}
        >
          {l.label}
        </NavLink>
      ))}
    </nav>
  );
}
