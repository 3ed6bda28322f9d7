import { NavLink } from 'react-router-dom';
import classes from './nav-tab-bar.module.css';
import { MeTabBadge } from './me-tab-badge';
import { NAV_TABS } from './nav-tabs';

export interface NavTabBarProps {
  /** 'horizontal' = bottom tabs on phones; 'vertical' = side rail on wide screens. */
  orientation: 'horizontal' | 'vertical';
}

/** The tab that carries the inbox's unread count (issue 22). */
const ME_TAB = '/app/me';

/** The app's main navigation: real links with labels; NavLink sets aria-current="page" on the active tab. */
export function NavTabBar({ orientation }: NavTabBarProps) {
  return (
    <nav aria-label="Main" style={{ height: '100%' }}>
      <ul className={classes.list} data-orientation={orientation}>
        {NAV_TABS.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink to={to} end={end} className={classes.tab}>
              <span className={classes.icon}>
                <Icon size={24} stroke={1.75} aria-hidden />
              </span>
              <span>{label}</span>
              {to === ME_TAB && <MeTabBadge />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
