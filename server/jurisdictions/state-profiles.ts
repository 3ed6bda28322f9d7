// What differs from one legislature to the next, in one place: names, time zone, how bills are numbered,
// how the search pages are laid out (spec §2/§9: Missouri's amendments link to their pdf and its news has
// no Source facet) and where the official pages are. Rows of the `jurisdictions` table name a state; its
// settings come from here, so a state added by an import or a sync is served right at once. Any US state
// works from the table below; Massachusetts, Missouri and the demo have what their sources need on top.
import type { Chamber } from '../db/types.js';

export type SearchLayout = 'Massachusetts' | 'Missouri';

export interface StateProfile {
  /** Postal code in lower case: what `?state=` names and the device remembers. */
  code: string;
  /** Open States' jurisdiction id. */
  ocdId: string;
  name: string;
  /** The legislature's own name ('General Court', 'General Assembly'). */
  legislature: string;
  /** IANA time zone of the capitol: the legislature's calendar day. */
  timeZone: string;
  /** What each chamber is called on screen. */
  chambers: Record<Chamber, string>;
  /** The title before a member's name. */
  memberTitles: Record<Chamber, string>;
  /** Bill types each chamber files, in the order the search box rewrites to (spec §5). */
  billPrefixes: Record<Chamber, readonly string[]>;
  searchLayout: SearchLayout;
  /** The legislature's public site. */
  website: string;
  /** The official page of a bill, where the site has stable addresses for them. */
  billUrl?: (bill: { generalCourt: string | null; billType: string; billNumber: number }) => string | null;
  /** The fictitious state of the demo data generator. */
  demo: boolean;
}

interface UsState {
  name: string;
  timeZone: string;
}

/** Every state, DC and Puerto Rico: name and the capitol's time zone (Open States jurisdictions). */
// prettier-ignore
const US_STATES: Record<string, UsState> = {
  al: { name: 'Alabama', timeZone: 'America/Chicago' }, ak: { name: 'Alaska', timeZone: 'America/Juneau' },
  az: { name: 'Arizona', timeZone: 'America/Phoenix' }, ar: { name: 'Arkansas', timeZone: 'America/Chicago' },
  ca: { name: 'California', timeZone: 'America/Los_Angeles' }, co: { name: 'Colorado', timeZone: 'America/Denver' },
  ct: { name: 'Connecticut', timeZone: 'America/New_York' }, de: { name: 'Delaware', timeZone: 'America/New_York' },
  dc: { name: 'District of Columbia', timeZone: 'America/New_York' },
  fl: { name: 'Florida', timeZone: 'America/New_York' }, ga: { name: 'Georgia', timeZone: 'America/New_York' },
  hi: { name: 'Hawaii', timeZone: 'Pacific/Honolulu' }, id: { name: 'Idaho', timeZone: 'America/Boise' },
  il: { name: 'Illinois', timeZone: 'America/Chicago' }, in: { name: 'Indiana', timeZone: 'America/Indiana/Indianapolis' },
  ia: { name: 'Iowa', timeZone: 'America/Chicago' }, ks: { name: 'Kansas', timeZone: 'America/Chicago' },
  ky: { name: 'Kentucky', timeZone: 'America/New_York' }, la: { name: 'Louisiana', timeZone: 'America/Chicago' },
  me: { name: 'Maine', timeZone: 'America/New_York' }, md: { name: 'Maryland', timeZone: 'America/New_York' },
  ma: { name: 'Massachusetts', timeZone: 'America/New_York' }, mi: { name: 'Michigan', timeZone: 'America/Detroit' },
  mn: { name: 'Minnesota', timeZone: 'America/Chicago' }, ms: { name: 'Mississippi', timeZone: 'America/Chicago' },
  mo: { name: 'Missouri', timeZone: 'America/Chicago' }, mt: { name: 'Montana', timeZone: 'America/Denver' },
  ne: { name: 'Nebraska', timeZone: 'America/Chicago' }, nv: { name: 'Nevada', timeZone: 'America/Los_Angeles' },
  nh: { name: 'New Hampshire', timeZone: 'America/New_York' }, nj: { name: 'New Jersey', timeZone: 'America/New_York' },
  nm: { name: 'New Mexico', timeZone: 'America/Denver' }, ny: { name: 'New York', timeZone: 'America/New_York' },
  nc: { name: 'North Carolina', timeZone: 'America/New_York' }, nd: { name: 'North Dakota', timeZone: 'America/Chicago' },
  oh: { name: 'Ohio', timeZone: 'America/New_York' }, ok: { name: 'Oklahoma', timeZone: 'America/Chicago' },
  or: { name: 'Oregon', timeZone: 'America/Los_Angeles' }, pa: { name: 'Pennsylvania', timeZone: 'America/New_York' },
  pr: { name: 'Puerto Rico', timeZone: 'America/Puerto_Rico' }, ri: { name: 'Rhode Island', timeZone: 'America/New_York' },
  sc: { name: 'South Carolina', timeZone: 'America/New_York' }, sd: { name: 'South Dakota', timeZone: 'America/Chicago' },
  tn: { name: 'Tennessee', timeZone: 'America/Chicago' }, tx: { name: 'Texas', timeZone: 'America/Chicago' },
  ut: { name: 'Utah', timeZone: 'America/Denver' }, vt: { name: 'Vermont', timeZone: 'America/New_York' },
  va: { name: 'Virginia', timeZone: 'America/New_York' }, wa: { name: 'Washington', timeZone: 'America/Los_Angeles' },
  wv: { name: 'West Virginia', timeZone: 'America/New_York' }, wi: { name: 'Wisconsin', timeZone: 'America/Chicago' },
  wy: { name: 'Wyoming', timeZone: 'America/Denver' },
};

export const DEMO_STATE_CODE = 'demo';

export function ocdIdOf(code: string): string {
  return `ocd-jurisdiction/country:us/state:${code}/government`;
}

/** The postal code in an Open States jurisdiction id, or null if the id is not a state's. */
export function codeOfOcdId(ocdId: string): string | null {
  return (
    /^ocd-jurisdiction\/country:us\/(?:state|district|territory):([a-z]{2,10})\/government$/.exec(
      ocdId,
    )?.[1] ?? null
  );
}

/** Open States bulk CSV names the jurisdiction in words ('Massachusetts'); the code of that name. */
export function codeOfStateName(name: string): string | null {
  const wanted = name.trim().toLowerCase();
  for (const [code, state] of Object.entries(US_STATES)) if (state.name.toLowerCase() === wanted) return code;
  return null;
}

const DEFAULTS = {
  legislature: 'Legislature',
  chambers: { house: 'House', senate: 'Senate' },
  memberTitles: { house: 'Rep.', senate: 'Sen.' },
  billPrefixes: { house: ['HB'], senate: ['SB'] },
  searchLayout: 'Massachusetts',
  demo: false,
} as const satisfies Partial<StateProfile>;

/** malegislature.gov's address of a bill: /Bills/{court}/{type}{number}, dockets (HD/SD) included. */
function massachusettsBillUrl(bill: { generalCourt: string | null; billType: string; billNumber: number }) {
  const court = bill.generalCourt ? Number.parseInt(bill.generalCourt, 10) : Number.NaN;
  return Number.isInteger(court)
    ? `https://malegislature.gov/Bills/${court}/${bill.billType}${bill.billNumber}`
    : null;
}

/** What the sources need beyond the defaults. */
const SPECIFIC: Record<string, Partial<StateProfile>> = {
  ma: {
    legislature: 'General Court',
    billPrefixes: { house: ['H', 'HD'], senate: ['S', 'SD'] },
    website: 'https://malegislature.gov',
    billUrl: massachusettsBillUrl,
  },
  mo: {
    legislature: 'General Assembly',
    billPrefixes: { house: ['HB', 'HJR', 'HCR', 'HR'], senate: ['SB', 'SJR', 'SCR', 'SR'] },
    searchLayout: 'Missouri',
    website: 'https://www.mo.gov/government/legislative-branch',
  },
};

/** The demo data generator's legislature: fictitious, modelled on the Massachusetts General Court. */
const DEMO_PROFILE: StateProfile = {
  ...DEFAULTS,
  code: DEMO_STATE_CODE,
  ocdId: ocdIdOf(DEMO_STATE_CODE),
  name: 'Demo State',
  legislature: 'General Court (sample data)',
  timeZone: 'America/New_York',
  billPrefixes: { house: ['H', 'HD'], senate: ['S', 'SD'] },
  website: 'https://malegislature.gov',
  demo: true,
};

const cache = new Map<string, StateProfile>();

/** The settings of a state by its code; an unknown code still gets a usable profile named after it. */
export function profileFor(code: string): StateProfile {
  const known = cache.get(code);
  if (known) return known;
  if (code === DEMO_STATE_CODE) return DEMO_PROFILE;
  const state = US_STATES[code];
  const profile: StateProfile = {
    ...DEFAULTS,
    code,
    ocdId: ocdIdOf(code),
    name: state?.name ?? code.toUpperCase(),
    timeZone: state?.timeZone ?? 'America/New_York',
    website: `https://openstates.org/${code}/`,
    ...SPECIFIC[code],
  };
  cache.set(code, profile);
  return profile;
}

/** The row of the `jurisdictions` table a state is stored as. */
export function jurisdictionRowFor(code: string): { ocd_id: string; code: string; name: string } {
  const profile = profileFor(code);
  return { ocd_id: profile.ocdId, code: profile.code, name: profile.name };
}
