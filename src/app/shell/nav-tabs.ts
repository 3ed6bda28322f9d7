import {
  IconCalendarEvent,
  IconChecklist,
  IconFileText,
  IconHome,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';

export interface NavTab {
  to: string;
  label: string;
  icon: Icon;
  /** Active only on this exact path (Home would otherwise match every path). */
  end?: boolean;
}

export const NAV_TABS: readonly NavTab[] = [
  { to: '/', label: 'Home', icon: IconHome, end: true },
  { to: '/app/bills', label: 'Bills', icon: IconFileText },
  { to: '/app/live-calendar', label: 'Calendar', icon: IconCalendarEvent },
  { to: '/app/whipboards', label: 'Whip', icon: IconChecklist },
  { to: '/app/me', label: 'Me', icon: IconUserCircle },
];
