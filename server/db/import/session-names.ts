// Legislative session naming. The app names sessions by their years ('2025-2026'); Massachusetts numbers
// its General Courts ('194th'). Every General Court since the 142nd (1921-1922) has sat for two years, so
// the Nth starts in 1637 + 2N: 192nd = 2021, 193rd = 2023, 194th = 2025. Other legislatures name theirs
// by year, as Open States does: '2025-2026', an annual '2026', a special '2026S1'.
export interface SessionInfo {
  name: string;
  general_court: string | null;
  start_date: string;
  end_date: string;
}

const FIRST_BIENNIAL_GENERAL_COURT = 142;

export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** A General Court convenes on the first Wednesday in January and sits until the next one convenes. */
function firstWednesdayOfJanuary(year: number): Date {
  const date = new Date(Date.UTC(year, 0, 1));
  while (date.getUTCDay() !== 3) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function sessionForGeneralCourt(court: number): SessionInfo {
  if (!Number.isInteger(court) || court < FIRST_BIENNIAL_GENERAL_COURT) {
    throw new Error(
      `General Court ${court}: only biennial General Courts (${FIRST_BIENNIAL_GENERAL_COURT}nd onward) are supported`,
    );
  }
  const startYear = 1637 + 2 * court;
  const end = firstWednesdayOfJanuary(startYear + 2);
  end.setUTCDate(end.getUTCDate() - 1);
  return {
    name: `${startYear}-${startYear + 1}`,
    general_court: ordinal(court),
    start_date: isoDay(firstWednesdayOfJanuary(startYear)),
    end_date: isoDay(end),
  };
}

/** Legislatures that number their sessions as General Courts: Massachusetts, and the demo modelled on it. */
const GENERAL_COURT_STATES: ReadonlySet<string> = new Set(['ma', 'demo']);

/**
 * A session as written by a person or a source. In Massachusetts: '194th', '194' or '2025-2026' (a year
 * range that matches a General Court gets its number). Elsewhere a year range ('2025-2026'), a year
 * ('2026', an annual session) or a year with a suffix ('2026S1', a special session), each taken as the
 * calendar years it names; a number is a year there, never a General Court.
 */
export function parseSessionName(text: string, stateCode = 'ma'): SessionInfo {
  const trimmed = text.trim();
  if (!GENERAL_COURT_STATES.has(stateCode)) return yearSession(text, trimmed);
  const court = /^(\d+)(st|nd|rd|th)?$/i.exec(trimmed);
  if (court?.[1]) return sessionForGeneralCourt(Number(court[1]));
  const years = /^(\d{4})-(\d{4})$/.exec(trimmed);
  if (years?.[1] && years[2] && Number(years[2]) >= Number(years[1])) {
    const start = Number(years[1]);
    const matchingCourt = (start - 1637) / 2;
    if (
      Number.isInteger(matchingCourt) &&
      matchingCourt >= FIRST_BIENNIAL_GENERAL_COURT &&
      Number(years[2]) === start + 1
    ) {
      return sessionForGeneralCourt(matchingCourt);
    }
    return {
      name: trimmed,
      general_court: null,
      start_date: `${years[1]}-01-01`,
      end_date: `${years[2]}-12-31`,
    };
  }
  throw new Error(`session '${text}': expected a General Court like '194th' or years like '2025-2026'`);
}

function yearSession(text: string, trimmed: string): SessionInfo {
  const match = /^(\d{4})(?:-(\d{4})|[A-Za-z][A-Za-z0-9 ]{0,20})?$/.exec(trimmed);
  const start = match?.[1];
  const end = match?.[2] ?? start;
  if (!start || !end || Number(end) < Number(start) || Number(end) - Number(start) > 4) {
    throw new Error(
      `session '${text}': expected years like '2025-2026', a year like '2026' or a special session like '2026S1'`,
    );
  }
  return { name: trimmed, general_court: null, start_date: `${start}-01-01`, end_date: `${end}-12-31` };
}
