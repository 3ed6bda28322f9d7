// Voters a roll call names without a person id: in the Open States MA 194th export, 892 of 22,253 rows,
// written as the House journal prints them: 'Mr. Speaker' (×140), a surname ('Garcia', 'Gómez'), a surname
// and an initial where members share it ('Moran J.', 'Rogers, D.'), with the journal's trailing marks
// ('Silvia,', 'Williams *'). Each is matched among the members who sat in THAT chamber on the vote's day
// (legislator_roles), never among everyone who ever had the name. A surname that several of them share
// with no initial to tell them apart matches no one: a wrong name on a vote is worse than none.
import type { Db } from '../database.js';
import type { Chamber } from '../types.js';
import { foldName } from './fold-name.js';
import { isHeldOn, type RoleRecord } from './openstates-roles.js';

export type VoterMatch = { legislatorId: number } | { unmatched: UnmatchedReason };
export type UnmatchedReason = 'voter name matches several members' | 'voter name matches no member';

type VoterName = { presiding: true } | { presiding: false; surname: string; initial: string | null };

/** The presiding officer as the journal records them, and the leadership office that names them. */
const PRESIDING: Record<Chamber, { name: RegExp; leadership: string }> = {
  house: { name: /^(mr\.?|madam)\s+speaker$/i, leadership: 'Speaker of the House' },
  senate: { name: /^(mr\.?|madam)\s+president$/i, leadership: 'President of the Senate' },
};

function nameKey(text: string): string {
  return foldName(text)
    .replace(/[^a-z-]+/g, ' ')
    .trim();
}

export function parseVoterName(written: string, chamber: Chamber): VoterName {
  const name = written.replace(/[\s,*]+$/, '').trim();
  if (PRESIDING[chamber].name.test(name)) return { presiding: true };
  const withInitial = /^(.+?),?\s+(\p{Lu})\.$/u.exec(name);
  if (withInitial?.[1] && withInitial[2]) {
    return { presiding: false, surname: nameKey(withInitial[1]), initial: nameKey(withInitial[2]) };
  }
  return { presiding: false, surname: nameKey(name), initial: null };
}

interface Seat {
  legislatorId: number;
  surname: string;
  /** First letter of the given name (or of the name shown, when Open States gives none). */
  initial: string;
  leadership: string | null;
  role: RoleRecord;
}

export class ChamberRoster {
  private readonly seats = new Map<Chamber, Seat[]>();

  /** The House and Senate roles of one state's legislators. */
  static async load(db: Db, jurisdictionId: number): Promise<ChamberRoster> {
    const rows = await db
      .selectFrom('legislator_roles as r')
      .innerJoin('legislators as l', 'l.id', 'r.legislator_id')
      .select([
        'l.id',
        'l.full_name',
        'l.given_name',
        'l.family_name',
        'l.leadership',
        'r.role_type',
        'r.chamber',
        'r.title',
        'r.district',
        'r.start_date',
        'r.end_date',
      ])
      .where('l.jurisdiction_id', '=', jurisdictionId)
      .where('r.chamber', 'in', ['house', 'senate'])
      .execute();
    const roster = new ChamberRoster();
    for (const row of rows) {
      const chamber = row.chamber as Chamber;
      const words = nameKey(row.full_name).split(' ');
      const seat: Seat = {
        legislatorId: row.id,
        surname: nameKey(row.family_name ?? words.at(-1) ?? ''),
        initial: nameKey(row.given_name ?? words[0] ?? '').charAt(0),
        leadership: row.leadership,
        role: { ...row, chamber },
      };
      roster.seats.set(chamber, [...(roster.seats.get(chamber) ?? []), seat]);
    }
    return roster;
  }

  match(written: string, chamber: Chamber, day: string): VoterMatch {
    const name = parseVoterName(written, chamber);
    const sitting = (this.seats.get(chamber) ?? []).filter((seat) => isHeldOn(seat.role, day));
    const candidates = sitting.filter((seat) =>
      name.presiding
        ? seat.leadership === PRESIDING[chamber].leadership
        : seat.surname === name.surname && (name.initial === null || seat.initial === name.initial),
    );
    const [only, ...others] = new Set(candidates.map((seat) => seat.legislatorId));
    if (only === undefined) return { unmatched: 'voter name matches no member' };
    return others.length === 0 ? { legislatorId: only } : { unmatched: 'voter name matches several members' };
  }
}
