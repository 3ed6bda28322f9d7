// Open States people YAML (github.com/openstates/people, schema.md) → our legislator and committee rows.
// Pure functions of one parsed file: a file that does not fit the schema is an ImportFileError.
import type { CommitteeChamber, CommitteeKind } from '../types.js';
import { ImportFileError } from './import-report.js';
import { describingRole, isHeldOn, stateRoles, type RoleRecord } from './openstates-roles.js';
import { asRecord, optionalString, recordList, requiredString } from './read-source-files.js';
import type { CommitteeRecord, LegislatorRecord, PersonRecord } from './records.js';

/** The folders of an Open States state directory that hold people, and what being in one means. */
export type PeopleFolder = 'legislature' | 'executive' | 'retired';

export interface PersonContext {
  folder: PeopleFolder;
  /** The state being imported: only its roles are kept. */
  stateCode: string;
  /** The state's calendar day: which roles are held now. */
  today: string;
}

function currentParty(parties: Record<string, unknown>[]): string | null {
  const current = parties.filter((party) => !optionalString(party.end_date));
  return optionalString((current.at(-1) ?? parties.at(-1))?.name);
}

/**
 * legislature/ holds sitting members and retired/ former ones; executive/ holds statewide officials,
 * some of them long gone (Missouri's lists a governor whose term ended in 2025), so there the role decides.
 */
function isActive(folder: PeopleFolder, role: RoleRecord, today: string): boolean {
  if (folder === 'executive') return role.chamber === 'executive' && isHeldOn(role, today);
  return folder === 'legislature';
}

/**
 * A person with their role history, or null for someone with no legislative or executive role in the
 * state (a former mayor in retired/).
 */
export function personFromFile(value: unknown, file: string, context: PersonContext): PersonRecord | null {
  const person = asRecord(value, file);
  const externalId = requiredString(person, 'id', file);
  const fullName = requiredString(person, 'name', file);
  const roles = stateRoles(recordList(person, 'roles', file), context.stateCode);
  const role = describingRole(roles, context.today);
  if (!role) return null;
  const capitol = recordList(person, 'offices', file).find((office) => office.classification === 'capitol');
  const extras = asRecordOrEmpty(person.extras);
  const legislator: LegislatorRecord = {
    external_id: externalId,
    full_name: fullName,
    short_full_name: `${role.title} ${fullName}`,
    given_name: optionalString(person.given_name),
    family_name: optionalString(person.family_name),
    chamber: role.chamber,
    party: currentParty(recordList(person, 'party', file)),
    district: optionalString(role.district),
    active: isActive(context.folder, role, context.today) ? 1 : 0,
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
    leadership: optionalString(extras['leadership position']),
    member_code: optionalString(extras['member code']),
  };
  return { legislator, roles };
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
