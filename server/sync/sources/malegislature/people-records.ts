// malegislature.gov members and committees → PersonRecords and CommitteeRecords. Like its bills, the
// legislature's API fills in: a member or committee another source (Open States people) already stored
// keeps that record (a member only gains their member code, which sponsors and roll calls are named by);
// one no source stored is added with what the API says.
import { profileFor } from '../../../jurisdictions/state-profiles.js';
import { sessionForGeneralCourt } from '../../../db/import/session-names.js';
import type { CommitteeRecord, PersonRecord } from '../../../db/import/records.js';
import type { Chamber, CommitteeChamber } from '../../../db/types.js';

const MASSACHUSETTS = profileFor('ma');

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

export function memberId(code: string): string {
  return `malegislature:member:${code.toUpperCase()}`;
}

export function committeeId(code: string): string {
  return `malegislature:committee:${code.toUpperCase()}`;
}

/** A member as a new legislator's record; null for a response that is not a member. */
export function personFromMember(body: unknown, court: number): PersonRecord | null {
  const member = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const code = text(member.MemberCode);
  const name = text(member.Name);
  const branch = text(member.Branch)?.toLowerCase();
  if (!code || !name) return null;
  const chamber: Chamber = branch === 'senate' ? 'senate' : 'house';
  const title = MASSACHUSETTS.memberTitles[chamber];
  const words = name.split(/\s+/);
  const district = text(member.District);
  return {
    legislator: {
      external_id: memberId(code),
      full_name: name,
      short_full_name: `${title} ${name}`,
      given_name: words.length > 1 ? (words[0] ?? null) : null,
      family_name: words.length > 1 ? (words.at(-1) ?? null) : null,
      chamber,
      party: text(member.Party),
      district,
      active: 1,
      photo_url: null,
      email: text(member.EmailAddress),
      phone: text(member.PhoneNumber),
      address: null,
      profile_url: `https://malegislature.gov/Legislators/Profile/${code}`,
      other_names: '[]',
      leadership: text(member.LeadershipPosition),
      member_code: code,
    },
    // The API knows the seat in this General Court only: a person's fuller history is another source's.
    roles: [
      {
        role_type: chamber === 'senate' ? 'upper' : 'lower',
        chamber,
        title,
        district,
        start_date: sessionForGeneralCourt(court).start_date,
        end_date: null,
      },
    ],
    rolesComplete: false,
  };
}

const CHAMBER_OF_BRANCH: Record<string, CommitteeChamber> = {
  joint: 'joint',
  house: 'house',
  senate: 'senate',
};

function memberCodes(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).flatMap(
    (member) => text((member as { MemberCode?: unknown } | null)?.MemberCode) ?? [],
  );
}

/** A committee with its members (chairs first), or null for a response that is not a committee. */
export function committeeFromResponse(body: unknown): CommitteeRecord | null {
  const committee = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const code = text(committee.CommitteeCode);
  const name = text(committee.FullName);
  if (!code || !name) return null;
  const chairs = [committee.HouseChairperson, committee.SenateChairperson].flatMap((chair) =>
    memberCodes([chair]),
  );
  const members = [...memberCodes(committee.HouseMembers), ...memberCodes(committee.SenateMembers)];
  const seen = new Set<string>();
  const roster = [
    ...chairs.map((member) => ({ code: member, role: 'chair' })),
    ...members.map((member) => ({ code: member, role: 'member' })),
  ].filter(({ code: member }) => !seen.has(member) && Boolean(seen.add(member)));
  return {
    external_id: committeeId(code),
    name,
    chamber: CHAMBER_OF_BRANCH[text(committee.Branch)?.toLowerCase() ?? ''] ?? 'joint',
    kind: /\b(special|select)\b/i.test(name) ? 'special' : 'standing',
    url: `https://malegislature.gov/Committees/Detail/${code}`,
    members: roster.map((member) => ({
      name: member.code,
      person_id: null,
      code: member.code,
      role: member.role,
    })),
  };
}
