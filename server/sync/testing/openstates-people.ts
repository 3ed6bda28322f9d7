// Open States /people records from a people directory (the YAML Open States loads into the database the
// API reads): ids and other_identifiers become other_identifiers, offices get the API's 'Capitol Office'
// names, current_role is the role held on the snapshot day. created_at/updated_at are not in the YAML.
import { recordList } from '../../db/import/read-source-files.js';
import type { OsCompactJurisdiction, OsCurrentRole, OsLink, OsPerson } from './openstates-shapes.js';
import {
  currentPartyOf,
  isHeldOn,
  rolesOf,
  yamlString,
  type PeopleDirectory,
  type PersonRole,
  type PersonYaml,
} from './people-directory.js';

/** The day the shared people snapshot was taken (openstates-people/SOURCE.md). */
export const PEOPLE_SNAPSHOT_DAY = '2026-08-05';
const SNAPSHOT_TIME = `${PEOPLE_SNAPSHOT_DAY}T00:00:00+00:00`;

const LEGISLATIVE_TITLES: Record<string, string> = { lower: 'Representative', upper: 'Senator' };

function roleTitle(type: string): string {
  if (LEGISLATIVE_TITLES[type]) return LEGISLATIVE_TITLES[type];
  if (type === 'lt_governor') return 'Lieutenant Governor';
  return type.replace(/_/g, ' ').replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/** 'ocd-jurisdiction/country:us/state:ma/government' → 'ocd-division/country:us/state:ma'. */
function stateDivision(jurisdictionId: string): string {
  return jurisdictionId.replace('ocd-jurisdiction/', 'ocd-division/').replace(/\/government$/, '');
}

/** OCD division ids lower-case the district and join its words with '_' ('7th Hampden' → '7th_hampden'). */
function divisionId(jurisdictionId: string, role: PersonRole): string {
  const state = stateDivision(jurisdictionId);
  if (!LEGISLATIVE_TITLES[role.type] || !role.district) return state;
  const district = role.district
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return `${state}/${role.type === 'lower' ? 'sldl' : 'sldu'}:${district}`;
}

function currentRole(person: PersonYaml, jurisdictionId: string): OsCurrentRole | null {
  const role = rolesOf(person)
    .filter((candidate) => candidate.jurisdiction === jurisdictionId && candidate.type !== 'mayor')
    .filter((candidate) => isHeldOn(candidate, PEOPLE_SNAPSHOT_DAY))
    .at(-1);
  if (!role) return null;
  const classification = role.type === 'lower' || role.type === 'upper' ? role.type : 'executive';
  return {
    title: roleTitle(role.type),
    org_classification: classification,
    district: role.district ?? '',
    division_id: divisionId(jurisdictionId, role),
  };
}

function links(person: PersonYaml, field: 'links' | 'sources'): OsLink[] {
  return recordList(person.person, field, person.file).map((link) => ({
    url: String(link.url ?? ''),
    note: yamlString(link.note),
  }));
}

function otherIdentifiers(person: PersonYaml): OsPerson['other_identifiers'] {
  const ids = (person.person.ids ?? {}) as Record<string, unknown>;
  return [
    ...Object.entries(ids).map(([scheme, identifier]) => ({ scheme, identifier: String(identifier) })),
    ...recordList(person.person, 'other_identifiers', person.file).map((entry) => ({
      scheme: String(entry.scheme ?? ''),
      identifier: String(entry.identifier ?? ''),
    })),
  ];
}

/** The url slug and base62 id openstates.org gives a person (api/db/models/people_orgs.py openstates_url). */
function openstatesUrl(id: string, name: string): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let value = BigInt(`0x${id.split('/')[1]?.replace(/-/g, '') ?? '0'}`);
  let encoded = '';
  do {
    encoded = alphabet.charAt(Number(value % 62n)) + encoded;
    value /= 62n;
  } while (value > 0n);
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `https://openstates.org/person/${slug}-${encoded}/`;
}

function personRecord(person: PersonYaml, jurisdiction: OsCompactJurisdiction): OsPerson {
  const { person: yaml, file } = person;
  const id = String(yaml.id);
  const name = String(yaml.name);
  return {
    id,
    name,
    party: currentPartyOf(person) ?? '',
    current_role: currentRole(person, jurisdiction.id),
    jurisdiction,
    given_name: yamlString(yaml.given_name) ?? '',
    family_name: yamlString(yaml.family_name) ?? '',
    image: yamlString(yaml.image) ?? '',
    email: yamlString(yaml.email) ?? '',
    gender: yamlString(yaml.gender) ?? '',
    birth_date: yamlString(yaml.birth_date) ?? '',
    death_date: yamlString(yaml.death_date) ?? '',
    extras: (yaml.extras ?? {}) as Record<string, unknown>,
    created_at: SNAPSHOT_TIME,
    updated_at: SNAPSHOT_TIME,
    openstates_url: openstatesUrl(id, name),
    other_identifiers: otherIdentifiers(person),
    other_names: recordList(yaml, 'other_names', file).map((entry) => ({
      name: String(entry.name ?? ''),
      note: yamlString(entry.note) ?? '',
    })),
    links: links(person, 'links'),
    sources: links(person, 'sources'),
    offices: recordList(yaml, 'offices', file).map((office) => {
      const classification = yamlString(office.classification);
      return {
        name: yamlString(office.name) ?? `${roleTitle(classification ?? 'district')} Office`,
        fax: yamlString(office.fax),
        voice: yamlString(office.voice),
        address: yamlString(office.address),
        classification,
      };
    }),
  };
}

/** Everyone in the directory with a role in the jurisdiction (a mayor's alone does not count). */
export function peopleRecords(directory: PeopleDirectory, jurisdiction: OsCompactJurisdiction): OsPerson[] {
  return directory.people
    .filter((person) =>
      rolesOf(person).some((role) => role.jurisdiction === jurisdiction.id && role.type !== 'mayor'),
    )
    .map((person) => personRecord(person, jurisdiction));
}
