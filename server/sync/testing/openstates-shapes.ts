// The JSON of the Open States API v3 (https://v3.openstates.org), after openstates/api-v3 api/schemas.py.
// Every include-able list is recorded in full; the server drops those a request did not ask for, and
// drops null fields, as the API does (response_model_exclude_none=True on every route).

export interface OsCompactJurisdiction {
  id: string;
  name: string;
  classification: 'state' | 'municipality' | 'country';
}

export interface OsOrganization {
  id: string;
  name: string;
  classification: string;
}

export interface OsCurrentRole {
  title: string;
  org_classification: 'legislature' | 'executive' | 'lower' | 'upper' | 'government';
  district: string | number | null;
  division_id: string | null;
}

export interface OsCompactPerson {
  id: string;
  name: string;
  party: string;
  current_role: OsCurrentRole | null;
}

export interface OsLink {
  url: string;
  note: string | null;
}

export interface OsOffice {
  name: string;
  fax: string | null;
  voice: string | null;
  address: string | null;
  classification: string | null;
}

export interface OsPerson extends OsCompactPerson {
  jurisdiction: OsCompactJurisdiction;
  given_name: string;
  family_name: string;
  image: string;
  email: string;
  gender: string;
  birth_date: string;
  death_date: string;
  extras: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  openstates_url: string;
  other_identifiers: { identifier: string; scheme: string }[];
  other_names: { name: string; note: string }[];
  links: OsLink[];
  sources: OsLink[];
  offices: OsOffice[];
}

export interface OsBillSponsorship {
  id: string;
  name: string;
  entity_type: string;
  organization: OsOrganization | null;
  person: OsCompactPerson | null;
  primary: boolean;
  classification: string;
}

export interface OsBillAction {
  id: string;
  organization: OsOrganization;
  description: string;
  date: string;
  classification: string[];
  order: number;
  related_entities: {
    name: string;
    entity_type: string;
    organization: OsOrganization | null;
    person: OsCompactPerson | null;
  }[];
}

export interface OsVoteEvent {
  id: string;
  motion_text: string;
  motion_classification: string[];
  start_date: string;
  result: string;
  identifier: string;
  extras: Record<string, unknown>;
  organization: OsOrganization;
  votes: { id: string; option: string; voter_name: string; voter: OsCompactPerson | null }[];
  counts: { option: string; value: number }[];
  sources: OsLink[];
}

export interface OsBillDocument {
  id: string;
  note: string;
  date: string;
  links: { url: string; media_type: string }[];
}

export interface OsBill {
  id: string;
  session: string;
  jurisdiction: OsCompactJurisdiction;
  from_organization: OsOrganization;
  identifier: string;
  title: string;
  classification: string[];
  subject: string[];
  extras: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  openstates_url: string;
  first_action_date: string;
  latest_action_date: string;
  latest_action_description: string;
  latest_passage_date: string;
  related_bills: { identifier: string; legislative_session: string; relation_type: string }[];
  abstracts: { abstract: string; note: string }[];
  other_titles: { title: string; note: string }[];
  other_identifiers: { identifier: string }[];
  sponsorships: OsBillSponsorship[];
  actions: OsBillAction[];
  sources: OsLink[];
  versions: OsBillDocument[];
  documents: OsBillDocument[];
  votes: OsVoteEvent[];
}

/** BillInclude in api/bills.py: the lists a bill carries only when asked for. */
export const BILL_INCLUDES = [
  'sponsorships',
  'abstracts',
  'other_titles',
  'other_identifiers',
  'actions',
  'sources',
  'documents',
  'versions',
  'votes',
  'related_bills',
] as const;

/** PersonInclude in api/people.py. */
export const PERSON_INCLUDES = ['other_names', 'other_identifiers', 'links', 'sources', 'offices'] as const;

/** EventInclude in api/events.py. */
export const EVENT_INCLUDES = ['links', 'sources', 'media', 'documents', 'participants', 'agenda'] as const;

/** JurisdictionInclude in api/jurisdictions.py. */
export const JURISDICTION_INCLUDES = ['organizations', 'legislative_sessions', 'latest_runs'] as const;

export interface OsEventAgendaItem {
  description: string;
  classification: string[];
  order: number;
  subjects: string[];
  notes: string[];
  extras: Record<string, unknown>;
  related_entities: {
    note: string;
    name: string;
    entity_type: string;
    organization: OsOrganization | null;
    person: OsCompactPerson | null;
    bill: { id: string; session: string; identifier: string; title: string } | null;
    vote: { id: string; motion_text: string } | null;
  }[];
  media: unknown[];
}

export interface OsEvent {
  id: string;
  name: string;
  jurisdiction: OsCompactJurisdiction;
  description: string;
  classification: string;
  start_date: string;
  end_date: string;
  all_day: boolean;
  status: string;
  upstream_id: string;
  deleted: boolean;
  location: { name: string; url: string } | null;
  links: OsLink[];
  sources: OsLink[];
  media: unknown[];
  documents: unknown[];
  participants: {
    note: string;
    name: string;
    entity_type: string;
    organization: OsOrganization | null;
    person: OsCompactPerson | null;
  }[];
  agenda: OsEventAgendaItem[];
}

export interface OsLegislativeSession {
  identifier: string;
  name: string;
  classification: string;
  start_date: string;
  end_date: string;
  downloads: unknown[];
}

export interface OsJurisdiction extends OsCompactJurisdiction {
  division_id: string;
  url: string;
  /** Recorded for the record; the server answers the newest updated_at of the jurisdiction's bills. */
  latest_bill_update: string;
  latest_people_update: string;
  organizations: (OsOrganization & { districts: unknown[] })[];
  legislative_sessions: OsLegislativeSession[];
  latest_runs: { success: boolean; start_time: string; end_time: string }[];
}

/** A bill's include-able lists and computed dates, empty: what a source that lacks them says. */
export function emptyBillParts(): Pick<
  OsBill,
  | (typeof BILL_INCLUDES)[number]
  | 'first_action_date'
  | 'latest_action_date'
  | 'latest_action_description'
  | 'latest_passage_date'
> {
  return {
    first_action_date: '',
    latest_action_date: '',
    latest_action_description: '',
    latest_passage_date: '',
    related_bills: [],
    abstracts: [],
    other_titles: [],
    other_identifiers: [],
    sponsorships: [],
    actions: [],
    sources: [],
    versions: [],
    documents: [],
    votes: [],
  };
}

export function compactPerson(person: OsPerson): OsCompactPerson {
  return { id: person.id, name: person.name, party: person.party, current_role: person.current_role };
}

export function compactJurisdiction(jurisdiction: OsCompactJurisdiction): OsCompactJurisdiction {
  return { id: jurisdiction.id, name: jurisdiction.name, classification: jurisdiction.classification };
}
