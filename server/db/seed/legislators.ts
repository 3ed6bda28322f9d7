// The membership of the General Court: 160 Representatives and 40 Senators serving now, plus former
// members who served in 2023-2024 (they sponsor that session's bills and show under the Inactive toggle).
import type { Chamber } from '../types.js';
import { HOUSE_DISTRICTS, SENATE_DISTRICTS } from './districts.js';
import { FAMILY_NAMES, GIVEN_NAMES } from './names.js';
import type { Rng } from './random.js';
import type { Row } from './table-writer.js';

export type Party = 'Democratic' | 'Republican' | 'Unenrolled';

export interface Member {
  id: number;
  chamber: Chamber;
  active: boolean;
  party: Party;
  district: string;
  givenName: string;
  familyName: string;
  fullName: string;
  /** 'Rep. Jane Doe' / 'Sen. John Roe'. */
  shortName: string;
  /** The name a roll call records: the family name, with an initial where two members share it. */
  voterName: string;
}

// Party balance close to the 194th General Court: large Democratic majorities, a few unenrolled members.
const ACTIVE_PARTIES: Record<Chamber, readonly (readonly [Party, number])[]> = {
  house: [
    ['Democratic', 130],
    ['Republican', 27],
    ['Unenrolled', 3],
  ],
  senate: [
    ['Democratic', 34],
    ['Republican', 6],
  ],
};
const FORMER_MEMBERS: Record<Chamber, number> = { house: 19, senate: 6 };
const PHOTOLESS_SHARE = 0.1;
// prettier-ignore
const AVATAR_COLOURS = ['#1c7ed6', '#2f9e44', '#e8590c', '#7048e8', '#c2255c', '#0c8599', '#5c940d', '#495057'];
const STATE_HOUSE = 'State House, 24 Beacon St., Boston, MA 02133';

export interface LegislatorSet {
  members: Member[];
  rows: Row<'legislators'>[];
}

export function generateLegislators(rng: Rng, nextId: () => number): LegislatorSet {
  const usedNames = new Set<string>();
  const usedPhones = new Set<string>();
  const usedEmails = new Set<string>();
  const members: Member[] = [];
  const rows: Row<'legislators'>[] = [];

  const add = (chamber: Chamber, active: boolean, party: Party, district: string) => {
    let givenName: string;
    let familyName: string;
    do {
      givenName = rng.pick(GIVEN_NAMES);
      familyName = rng.pick(FAMILY_NAMES);
    } while (usedNames.has(`${givenName} ${familyName}`));
    usedNames.add(`${givenName} ${familyName}`);
    const middle = rng.chance(0.25) ? ` ${String.fromCharCode(65 + rng.int(0, 25))}.` : '';
    const fullName = `${givenName}${middle} ${familyName}`;
    const shortName = `${chamber === 'house' ? 'Rep.' : 'Sen.'} ${givenName} ${familyName}`;
    const id = nextId();
    members.push({
      id,
      chamber,
      active,
      party,
      district,
      givenName,
      familyName,
      fullName,
      shortName,
      voterName: familyName,
    });
    rows.push({
      id,
      external_id: `demo:legislator:${id}`,
      full_name: fullName,
      short_full_name: shortName,
      given_name: givenName,
      family_name: familyName,
      chamber,
      party,
      district,
      active: active ? 1 : 0,
      // Some members have no photo so the placeholder image is exercised too.
      photo_url: rng.chance(PHOTOLESS_SHARE)
        ? null
        : avatarDataUrl(givenName, familyName, rng.pick(AVATAR_COLOURS)),
      // Former members no longer have a State House office, e-mail address or phone line.
      email: active ? uniqueEmail(givenName, familyName, chamber, usedEmails) : null,
      phone: active ? uniquePhone(rng, usedPhones) : null,
      address: active
        ? `Room ${rng.int(1, 5)}${String(rng.int(4, 72)).padStart(2, '0')}, ${STATE_HOUSE}`
        : null,
      profile_url: null,
    });
  };

  for (const chamber of ['house', 'senate'] as const) {
    const districts = chamber === 'house' ? HOUSE_DISTRICTS : SENATE_DISTRICTS;
    const parties = rng.shuffle(
      ACTIVE_PARTIES[chamber].flatMap(([party, seats]) => Array<Party>(seats).fill(party)),
    );
    districts.forEach((district, i) => add(chamber, true, parties[i] ?? 'Democratic', district));
  }
  for (const chamber of ['house', 'senate'] as const) {
    const districts = chamber === 'house' ? HOUSE_DISTRICTS : SENATE_DISTRICTS;
    for (let i = 0; i < FORMER_MEMBERS[chamber]; i++) {
      const party = rng.weighted<Party>([
        ['Democratic', 0.75],
        ['Republican', 0.22],
        ['Unenrolled', 0.03],
      ]);
      add(chamber, false, party, rng.pick(districts));
    }
  }
  disambiguateVoterNames(members);
  return { members, rows };
}

/** Roll calls list family names; two active members of one chamber with the same one get an initial. */
function disambiguateVoterNames(members: Member[]): void {
  const key = (m: Member) => `${m.chamber}:${m.familyName}`;
  const activeCounts = new Map<string, number>();
  for (const m of members) if (m.active) activeCounts.set(key(m), (activeCounts.get(key(m)) ?? 0) + 1);
  for (const m of members) {
    if ((activeCounts.get(key(m)) ?? 0) > 1) m.voterName = `${m.familyName}, ${m.givenName[0]}.`;
  }
}

/**
 * A small SVG with the member's initials: demo members have no real photos, and inventing image files
 * would leave broken links. Kept under ~400 bytes so list responses stay small.
 */
function avatarDataUrl(givenName: string, familyName: string, colour: string): string {
  const initials = `${givenName[0] ?? ''}${familyName[0] ?? ''}`.toUpperCase();
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='96' height='96' viewBox='0 0 96 96'>` +
    `<rect width='96' height='96' fill='${colour}'/>` +
    `<text x='48' y='60' font-family='Helvetica,Arial,sans-serif' font-size='36' fill='#fff' text-anchor='middle'>` +
    `${initials}</text></svg>`;
  return `data:image/svg+xml,${svg.replace(/#/g, '%23').replace(/</g, '%3C').replace(/>/g, '%3E')}`;
}

function uniqueEmail(givenName: string, familyName: string, chamber: Chamber, used: Set<string>): string {
  const local = `${givenName}.${familyName}`.toLowerCase().replace(/[^a-z.]/g, '');
  // `.example` is reserved for documentation (RFC 2606): demo addresses can never reach anyone.
  const domain = `${chamber}.legislature.example`;
  let email = `${local}@${domain}`;
  for (let n = 2; used.has(email); n++) email = `${local}${n}@${domain}`;
  used.add(email);
  return email;
}

function uniquePhone(rng: Rng, used: Set<string>): string {
  let phone: string;
  do phone = `617-722-${rng.int(2000, 9999)}`;
  while (used.has(phone));
  used.add(phone);
  return phone;
}
