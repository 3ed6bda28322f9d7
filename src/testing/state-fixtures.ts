import type { StateInfo, StateList } from '../../server/schemas/states';
import { STATE_COOKIE } from '../lib/current-state';

const common = {
  time_zone: 'America/New_York',
  chambers: { house: 'House', senate: 'Senate' },
  search_layout: 'Massachusetts',
  demo: false,
  today: '2026-03-19',
} as const;

/** As GET /api/states lists them (server/jurisdictions/state-profiles.ts). */
export const massachusetts: StateInfo = {
  ...common,
  code: 'ma',
  ocd_id: 'ocd-jurisdiction/country:us/state:ma/government',
  name: 'Massachusetts',
  legislature: 'General Court',
  bill_prefixes: { house: ['H', 'HD'], senate: ['S', 'SD'] },
  website: 'https://malegislature.gov',
  current_session: '194th',
};

export const missouri: StateInfo = {
  ...common,
  code: 'mo',
  ocd_id: 'ocd-jurisdiction/country:us/state:mo/government',
  name: 'Missouri',
  legislature: 'General Assembly',
  time_zone: 'America/Chicago',
  bill_prefixes: { house: ['HB', 'HJR', 'HCR', 'HR'], senate: ['SB', 'SJR', 'SCR', 'SR'] },
  search_layout: 'Missouri',
  website: 'https://www.mo.gov/government/legislative-branch',
  current_session: null,
};

export const demoState: StateInfo = {
  ...common,
  code: 'demo',
  ocd_id: 'ocd-jurisdiction/country:us/state:demo/government',
  name: 'Demo State',
  legislature: 'General Court (sample data)',
  bill_prefixes: { house: ['H', 'HD'], senate: ['S', 'SD'] },
  website: 'https://malegislature.gov',
  current_session: '2025-2026',
  demo: true,
};

export const stateList = (states: StateInfo[], current: string | null): StateList => ({ states, current });

/** The device's state cookie, as the server (or the app) writes it; `null` removes it. */
export function setDeviceStateCookie(code: string | null): void {
  document.cookie = code === null ? `${STATE_COOKIE}=; Max-Age=0; Path=/` : `${STATE_COOKIE}=${code}; Path=/`;
}
