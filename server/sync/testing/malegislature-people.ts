// malegislature.gov members and committees of a General Court, from Open States people: their member
// codes (extras['member code'], profile links) and committee codes (malegislature.gov links). Contact
// details and committees are today's (the people snapshot), whatever the court.
import { recordList } from '../../db/import/read-source-files.js';
import type { CommitteeBranch } from './committee-directory.js';
import { committeeLink, memberReference, type MaCommittee, type MaMember } from './malegislature-shapes.js';
import {
  committeeCodeOf,
  currentPartyOf,
  memberCodeOf,
  rolesOf,
  yamlString,
  type PeopleDirectory,
  type PersonRole,
  type PersonYaml,
} from './people-directory.js';

/** General Court N sits in 1637 + 2N and the year after (194 → 2025-2026). */
function courtYears(court: number): { first: string; afterLast: string } {
  const year = 1637 + 2 * court;
  return { first: `${year}-01-01`, afterLast: `${year + 2}-01-01` };
}

/** The court sitting when the people snapshot was taken (2026-08-05, openstates-people/SOURCE.md). */
const SNAPSHOT_COURT = 194;

/** Roles ending in the first days of a court belong to the one before (terms end when the new one is sworn in). */
const SWEARING_IN_GRACE = '-01-10';

function legislativeRoleIn(person: PersonYaml, court: number): PersonRole | null {
  const { first, afterLast } = courtYears(court);
  const overlapping = rolesOf(person).filter(
    (role) =>
      (role.type === 'lower' || role.type === 'upper') &&
      (role.jurisdiction ?? '').includes('state:ma/') &&
      (role.startDate === null || role.startDate < afterLast) &&
      (role.endDate === null || role.endDate > `${first.slice(0, 4)}${SWEARING_IN_GRACE}`),
  );
  return overlapping.at(-1) ?? null;
}

const BRANCH_OF_ROLE: Record<string, CommitteeBranch> = { lower: 'House', upper: 'Senate' };

/** The API's party names are 'Democrat', 'Republican', … where Open States writes 'Democratic'. */
function apiParty(party: string | null): string | null {
  return party === 'Democratic' ? 'Democrat' : party;
}

function capitolOffice(person: PersonYaml): Record<string, unknown> | undefined {
  return recordList(person.person, 'offices', person.file).find(
    (office) => office.classification === 'capitol',
  );
}

/** 'Room 34, State House 24 Beacon St., …' → '34'. */
function roomOf(address: string | null): string | null {
  return /\bRoom\s+([A-Za-z0-9-]+)/i.exec(address ?? '')?.[1] ?? null;
}

export function membersOfCourt(
  people: PeopleDirectory,
  court: number,
  committees: MaCommittee[],
): MaMember[] {
  const members = new Map<string, MaMember>();
  for (const person of people.people) {
    const code = memberCodeOf(person);
    const role = legislativeRoleIn(person, court);
    if (!code || !role || members.has(code)) continue;
    const extras = (person.person.extras ?? {}) as Record<string, unknown>;
    const office = capitolOffice(person);
    members.set(code, {
      Name: String(person.person.name),
      GeneralCourtNumber: court,
      MemberCode: code,
      // Open States keeps only today's leadership; a member of an earlier court gets none rather than a wrong one.
      LeadershipPosition:
        court === SNAPSHOT_COURT && person.folder === 'legislature'
          ? yamlString(extras['leadership position'])
          : null,
      District: role.district,
      Party: apiParty(currentPartyOf(person)),
      Branch: BRANCH_OF_ROLE[role.type] ?? null,
      EmailAddress: yamlString(person.person.email),
      PhoneNumber: yamlString(office?.voice),
      FaxNumber: yamlString(office?.fax),
      RoomNumber: roomOf(yamlString(office?.address)),
      Committees: committees
        .filter((committee) =>
          [...committee.HouseMembers, ...committee.SenateMembers].some(
            (member) => member.MemberCode === code,
          ),
        )
        .map((committee) => ({
          CommitteeCode: committee.CommitteeCode,
          GeneralCourtNumber: court,
          Details: committeeLink(court, committee.CommitteeCode),
        })),
    });
  }
  return [...members.values()].sort((a, b) => a.MemberCode.localeCompare(b.MemberCode));
}

const BRANCH_OF_CHAMBER: Record<string, CommitteeBranch> = {
  legislature: 'Joint',
  lower: 'House',
  upper: 'Senate',
};

/** Today's committees (Open States people), as malegislature.gov's committees of `court`. */
export function committeesFromPeople(people: PeopleDirectory, court: number): MaCommittee[] {
  const byPersonId = new Map(people.people.map((person) => [String(person.person.id), person]));
  const committees: MaCommittee[] = [];
  for (const entry of people.committees) {
    const code = committeeCodeOf(entry);
    const branch = BRANCH_OF_CHAMBER[String(entry.committee.chamber)];
    if (!code || !branch) continue;
    const name = String(entry.committee.name);
    const house: MaCommittee['HouseMembers'] = [];
    const senate: MaCommittee['SenateMembers'] = [];
    let houseChair: MaCommittee['HouseChairperson'] = null;
    let senateChair: MaCommittee['SenateChairperson'] = null;
    for (const member of recordList(entry.committee, 'members', entry.file)) {
      const person = byPersonId.get(String(member.person_id));
      const memberCode = person ? memberCodeOf(person) : null;
      const role = person ? legislativeRoleIn(person, court) : null;
      if (!memberCode || !role) continue;
      const reference = memberReference(court, memberCode);
      const isChair = member.role === 'chair';
      if (role.type === 'lower') {
        house.push(reference);
        if (isChair && !houseChair) houseChair = reference;
      } else {
        senate.push(reference);
        if (isChair && !senateChair) senateChair = reference;
      }
    }
    committees.push({
      CommitteeCode: code,
      FullName: `${branch} Committee on ${name}`,
      ShortName: `${name} (${branch.charAt(0)})`,
      Description: '',
      Branch: branch,
      GeneralCourtNumber: court,
      SenateChairperson: senateChair,
      HouseChairperson: houseChair,
      SenateMembers: senate,
      HouseMembers: house,
    });
  }
  return committees.sort((a, b) => a.CommitteeCode.localeCompare(b.CommitteeCode));
}
