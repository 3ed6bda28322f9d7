// Open States API v3 people (GET /people?jurisdiction=…: the state's sitting members, api/schemas.py
// Person) → PersonRecords, as the people import makes from the YAML the API is built from. The API gives
// the current role only: a person's role history stays what the people import wrote (rolesComplete false).
import type { PersonRecord } from '../../../db/import/records.js';
import type { Chamber, PersonChamber } from '../../../db/types.js';
import { profileFor } from '../../../jurisdictions/state-profiles.js';

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};
const asList = (value: unknown): Json[] => (Array.isArray(value) ? (value as unknown[]).map(asObject) : []);
const text = (value: unknown): string | null =>
  typeof value === 'number' ? String(value) : typeof value === 'string' && value.trim() ? value.trim() : null;

/** org_classification → chamber; Nebraska's one chamber ('legislature') seats Senators. */
const CHAMBER_OF_ORGANIZATION: Record<string, Chamber> = {
  lower: 'house',
  upper: 'senate',
  legislature: 'senate',
};

export function personFromApi(value: unknown, stateCode: string): PersonRecord | null {
  const person = asObject(value);
  const id = text(person.id);
  const name = text(person.name);
  const role = asObject(person.current_role);
  const organization = text(role.org_classification) ?? '';
  if (!id || !name || !organization) return null;
  const legislative = CHAMBER_OF_ORGANIZATION[organization];
  const chamber: PersonChamber = legislative ?? 'executive';
  const title = legislative
    ? profileFor(stateCode).memberTitles[legislative]
    : (text(role.title) ?? 'Official');
  const capitol = asList(person.offices).find((office) =>
    /capitol/i.test(`${text(office.classification)} ${text(office.name)}`),
  );
  const extras = asObject(person.extras);
  const district = text(role.district);
  return {
    legislator: {
      external_id: id,
      full_name: name,
      short_full_name: `${title} ${name}`,
      given_name: text(person.given_name),
      family_name: text(person.family_name),
      chamber,
      party: text(person.party),
      district,
      active: 1,
      photo_url: text(person.image),
      email: text(person.email),
      phone: text(capitol?.voice),
      address: text(capitol?.address),
      profile_url: text(asList(person.links)[0]?.url),
      other_names: JSON.stringify(
        asList(person.other_names)
          .map((other) => text(other.name))
          .filter((other): other is string => other !== null && other !== name),
      ),
      leadership: text(extras['leadership position']),
      member_code: text(extras['member code']),
    },
    roles: [
      {
        role_type: legislative ? (organization === 'lower' ? 'lower' : 'upper') : organization,
        chamber,
        title,
        district,
        start_date: null,
        end_date: null,
      },
    ],
    rolesComplete: false,
  };
}
