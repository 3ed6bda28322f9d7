// Open States people YAML (github.com/openstates/people, schema.md) → our legislator and committee rows.
// Pure functions of one parsed file: a file that does not fit the schema is an ImportFileError.
import type { Chamber, CommitteeChamber, CommitteeKind, NewLegislator } from '../types.js';
import { ImportFileError } from './import-report.js';
import { asRecord, optionalString, recordList, requiredString } from './read-source-files.js';

/**
 * Every column of a legislator row, none left to a default, so a re-import overwrites each one; the
 * jurisdiction is the import's, added when it is written.
 */
export type LegislatorRecord = Required<Omit<NewLegislator, 'id' | 'jurisdiction_id'>>;

export interface CommitteeRecord {
  external_id: string;
  name: string;
  chamber: CommitteeChamber;
  kind: CommitteeKind;
  url: string | null;
  members: { name: string; person_id: string | null; role: string }[];
}

const CHAMBER_OF_ROLE: Record<string, Chamber> = { upper: 'senate', lower: 'house' };
const TITLE_OF_CHAMBER: Record<Chamber, string> = { senate: 'Sen.', house: 'Rep.' };

/** The legislative role that describes the person now: an open role, else the one that ended last. */
function latestLegislativeRole(roles: Record<string, unknown>[]) {
  const legislative = roles.filter((role) => typeof role.type === 'string' && role.type in CHAMBER_OF_ROLE);
  const rank = (role: Record<string, unknown>) =>
    `${optionalString(role.end_date) ?? '9999-12-31'} ${optionalString(role.start_date) ?? ''}`;
  return legislative.sort((a, b) => rank(a).localeCompare(rank(b))).at(-1);
}

function currentParty(parties: Record<string, unknown>[]): string | null {
  const current = parties.filter((party) => !optionalString(party.end_date));
  return optionalString((current.at(-1) ?? parties.at(-1))?.name);
}

/** A legislator, or null for a person with no House or Senate role (e.g. a former mayor in retired/). */
export function legislatorFromPerson(value: unknown, file: string, active: boolean): LegislatorRecord | null {
  const person = asRecord(value, file);
  const externalId = requiredString(person, 'id', file);
  const fullName = requiredString(person, 'name', file);
  const role = latestLegislativeRole(recordList(person, 'roles', file));
  if (!role) return null;
  const chamber = CHAMBER_OF_ROLE[role.type as string] as Chamber;
  const capitol = recordList(person, 'offices', file).find((office) => office.classification === 'capitol');
  return {
    external_id: externalId,
    full_name: fullName,
    short_full_name: `${TITLE_OF_CHAMBER[chamber]} ${fullName}`,
    given_name: optionalString(person.given_name),
    family_name: optionalString(person.family_name),
    chamber,
    party: currentParty(recordList(person, 'party', file)),
    district: optionalString(role.district),
    active: active ? 1 : 0,
    photo_url: optionalString(person.image),
    email: optionalString(person.email),
    phone: optionalString(capitol?.voice),
    address: optionalString(capitol?.address),
    profile_url: optionalString(recordList(person, 'links', file)[0]?.url),
    other_names: JSON.stringify(
      recordList(person, 'other_names', file)
        .map((other) => optionalString(other.name))
        .filter((name): name is string => name !== null && name !== fullName),
    ),
    leadership: optionalString(asRecordOrEmpty(person.extras)['leadership position']),
  };
}

function asRecordOrEmpty(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const COMMITTEE_CHAMBERS: Record<string, CommitteeChamber> = {
  legislature: 'joint',
  upper: 'senate',
  lower: 'house',
};
const NAME_PREFIX: Record<CommitteeChamber, string> = { joint: 'Joint', house: 'House', senate: 'Senate' };

/**
 * Open States names committees without their chamber ('Agriculture and Fisheries'); the legislature
 * publishes 'Joint Committee on Agriculture and Fisheries', which is what we store and what the app's
 * prefix stripping (spec §2) expects. Names that already say "Committee" ('Select Committee on …') are
 * kept as written.
 */
export function publishedCommitteeName(name: string, chamber: CommitteeChamber): string {
  return /\bcommittee\b/i.test(name) ? name : `${NAME_PREFIX[chamber]} Committee on ${name}`;
}

/**
 * Standing committees hear bills. Subcommittees, non-committee classifications and committees named
 * special or select (formed for one question, e.g. 'Initiative Petitions Special') are 'special'.
 */
function committeeKind(classification: string, name: string, parent: string | null): CommitteeKind {
  if (classification !== 'committee' || parent) return 'special';
  return /\b(special|select)\b/i.test(name) ? 'special' : 'standing';
}

export function committeeFromFile(value: unknown, file: string): CommitteeRecord {
  const committee = asRecord(value, file);
  const chamberText = requiredString(committee, 'chamber', file);
  const chamber = COMMITTEE_CHAMBERS[chamberText];
  if (!chamber)
    throw new ImportFileError(file, `chamber '${chamberText}' is not one of legislature, upper, lower`);
  const name = requiredString(committee, 'name', file);
  return {
    external_id: requiredString(committee, 'id', file),
    name: publishedCommitteeName(name, chamber),
    chamber,
    kind: committeeKind(
      optionalString(committee.classification) ?? 'committee',
      name,
      optionalString(committee.parent),
    ),
    url: optionalString(recordList(committee, 'links', file)[0]?.url),
    members: recordList(committee, 'members', file).map((member, index) => ({
      name: optionalString(member.name) ?? `member #${index + 1}`,
      person_id: optionalString(member.person_id),
      // Collapses 'ranking  member' (sic, in one MA file) to 'ranking member'.
      role: (optionalString(member.role) ?? 'member').replace(/\s+/g, ' '),
    })),
  };
}
