import type { LegislatorRole } from '../../../../server/schemas/legislators';
import { CHAMBER_NAMES } from './chamber-options';

const yearOf = (date: string | null) => date?.slice(0, 4) ?? null;

/** '2019–2023', 'since 2023' while held, 'until 2027' without a start in the source; null without dates. */
export function roleYears({ start_date, end_date }: Pick<LegislatorRole, 'start_date' | 'end_date'>) {
  const [from, to] = [yearOf(start_date), yearOf(end_date)];
  if (from && to) return from === to ? from : `${from}–${to}`;
  if (from) return `since ${from}`;
  if (to) return `until ${to}`;
  return null;
}

/** One role as a line: 'Sen., First Essex, 2019–2023'; 'Auditor, until 2027' (no district, no start). */
export const roleLine = (role: LegislatorRole): string =>
  [role.title, role.district, roleYears(role)].filter(Boolean).join(', ');

/**
 * Where a person serves, as their page says it: the chamber for a legislator ('House'), the office for an
 * executive official ('Auditor', from the newest executive role; never 'Rep.' or 'Senate').
 */
export function servingLabel(person: {
  chamber: LegislatorRole['chamber'];
  roles: readonly LegislatorRole[];
}) {
  if (person.chamber !== 'executive') return CHAMBER_NAMES[person.chamber];
  return person.roles.find((role) => role.chamber === 'executive')?.title ?? CHAMBER_NAMES.executive;
}
