// The Open States API v3 GET routes (openstates/api-v3 api/bills.py, people.py, events.py,
// jurisdictions.py, auth.py), answered from the replay state: the same parameters, defaults, bounds,
// orders and error bodies. Full-text search (q=) is approximated by matching every word of the query.
import { jsonAnswer, type Answer } from './http-answers.js';
import {
  BILL_INCLUDES,
  EVENT_INCLUDES,
  JURISDICTION_INCLUDES,
  PERSON_INCLUDES,
  type OsBill,
  type OsCompactJurisdiction,
  type OsJurisdiction,
} from './openstates-shapes.js';
import {
  booleanParam,
  detail,
  enumParam,
  enumParams,
  isoInstant,
  pageParams,
  paginate,
  QueryError,
  withIncludes,
} from './openstates-query.js';
import type { ReplayState } from './replay-state.js';

const ACCOUNT_PAGE = 'Login and visit https://openstates.org/account/profile/ for your API key.';

/** api/auth.py apikey_auth: no key is a 403, an unknown one a 401. */
function refusal(
  apiKey: string,
  headers: Record<string, string | string[] | undefined>,
  query: URLSearchParams,
) {
  const header = headers['x-api-key'];
  const provided = (Array.isArray(header) ? header[0] : header) || query.get('apikey');
  if (!provided) return detail(403, `Must provide API Key as ?apikey or X-API-KEY. ${ACCOUNT_PAGE}`);
  if (provided !== apiKey) return detail(401, `Invalid API Key. ${ACCOUNT_PAGE}`);
  return null;
}

/** api/utils.py jurisdiction_filter: a state's abbreviation, its ocd-jurisdiction id, or its name. */
function inJurisdiction(filter: string, jurisdiction: OsCompactJurisdiction): boolean {
  if (filter.length === 2) return jurisdiction.id.includes(`/state:${filter.toLowerCase()}/`);
  if (filter.startsWith('ocd-jurisdiction')) return jurisdiction.id === filter;
  return jurisdiction.name === filter && jurisdiction.classification === 'state';
}

/** openstates.utils.transformers.fix_bill_id: 'hb0012' → 'HB 12', 'H.57' → 'H 57'. */
function fixBillId(identifier: string): string {
  return identifier
    .toUpperCase()
    .replace(/\./g, '')
    .replace(/([A-Z]*)\s*0*([-\d]+)/, '$1 $2')
    .trim();
}

const LIKELY_BILL_ID = /^\w{1,3}\s*\d{1,5}/;

const SORTS = [
  'updated_asc',
  'updated_desc',
  'first_action_asc',
  'first_action_desc',
  'latest_action_asc',
  'latest_action_desc',
] as const;

function compareBills(sort: (typeof SORTS)[number]): (a: OsBill, b: OsBill) => number {
  const byId = (a: OsBill, b: OsBill) => a.id.localeCompare(b.id);
  if (sort === 'updated_asc' || sort === 'updated_desc') {
    const sign = sort === 'updated_asc' ? 1 : -1;
    // The API orders by updated_at alone; the id breaks ties here so pages never shuffle.
    return (a, b) => sign * (Date.parse(a.updated_at) - Date.parse(b.updated_at)) || byId(a, b);
  }
  const field = sort.startsWith('first') ? 'first_action_date' : 'latest_action_date';
  const sign = sort.endsWith('asc') ? 1 : -1;
  return (a, b) => {
    const left = a[field] || null;
    const right = b[field] || null;
    if (left === right) return byId(a, b);
    if (left === null) return 1; // NULLS LAST either way
    if (right === null) return -1;
    return sign * left.localeCompare(right);
  };
}

function matchesText(bill: OsBill, q: string): boolean {
  const text = [bill.title, ...bill.abstracts.map(({ abstract }) => abstract)].join(' ').toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

function billsSearch(state: ReplayState, query: URLSearchParams): Answer {
  const includes = enumParams(query, 'include', BILL_INCLUDES);
  const sort = enumParam(query, 'sort', SORTS, 'updated_desc');
  const page = pageParams(query, 10);
  const jurisdiction = query.get('jurisdiction');
  const session = query.get('session');
  const q = query.get('q');
  const identifiers = query.getAll('identifier');
  const sponsor = query.get('sponsor');
  const sponsorClassification = query.get('sponsor_classification');
  const updatedSince = query.get('updated_since');
  const createdSince = query.get('created_since');
  if (session && !jurisdiction)
    return detail(400, 'filtering by session requires a jurisdiction parameter as well');
  if (identifiers.length > 20) return detail(400, 'can only provide up to 20 identifiers in one request');
  if (sponsorClassification && !sponsor)
    return detail(400, 'filtering by sponsor_classification requires sponsor parameter as well');
  const updatedFloor = updatedSince ? isoInstant(updatedSince) : null;
  const createdFloor = createdSince ? isoInstant(createdSince) : null;
  if (!q && !jurisdiction) return detail(400, "either 'jurisdiction' or 'q' required");

  const wanted = new Set(identifiers.map(fixBillId));
  const chamber = query.get('chamber');
  const classification = query.get('classification');
  const subjects = query.getAll('subject');
  const actionSince = query.get('action_since');
  const bills = [...state.bills.values()].filter((bill) => {
    if (jurisdiction && !inJurisdiction(jurisdiction, bill.jurisdiction)) return false;
    if (session && bill.session !== session) return false;
    if (chamber && bill.from_organization.classification !== chamber) return false;
    if (wanted.size > 0 && !wanted.has(bill.identifier)) return false;
    if (classification && !bill.classification.includes(classification)) return false;
    if (subjects.some((subject) => !bill.subject.includes(subject))) return false;
    if (sponsor) {
      const sponsorships = bill.sponsorships.filter((sponsorship) =>
        sponsor.startsWith('ocd-person/') ? sponsorship.person?.id === sponsor : sponsorship.name === sponsor,
      );
      if (!sponsorships.some((s) => !sponsorClassification || s.classification === sponsorClassification))
        return false;
    }
    if (updatedFloor !== null && Date.parse(bill.updated_at) < updatedFloor) return false;
    if (createdFloor !== null && Date.parse(bill.created_at) < createdFloor) return false;
    if (actionSince && !(bill.latest_action_date && bill.latest_action_date >= actionSince)) return false;
    if (q) {
      if (LIKELY_BILL_ID.test(q)) return bill.identifier.toUpperCase() === fixBillId(q);
      return matchesText(bill, q);
    }
    return true;
  });
  bills.sort(compareBills(sort));
  return paginate(bills, page, 20, (bill) => withIncludes(bill, BILL_INCLUDES, includes));
}

function billDetail(bill: OsBill | undefined, query: URLSearchParams): Answer {
  const includes = enumParams(query, 'include', BILL_INCLUDES);
  return bill ? jsonAnswer(200, withIncludes(bill, BILL_INCLUDES, includes)) : detail(404, 'No such Bill.');
}

function peopleSearch(state: ReplayState, query: URLSearchParams): Answer {
  const includes = enumParams(query, 'include', PERSON_INCLUDES);
  const orgClassification = enumParam(query, 'org_classification', ORG_CLASSIFICATIONS, '');
  const page = pageParams(query, 10);
  const jurisdiction = query.get('jurisdiction');
  const name = query.get('name')?.toLowerCase();
  const ids = query.getAll('id');
  const district = query.get('district');
  if (district && !jurisdiction) return detail(400, "cannot specify 'district' without 'jurisdiction'");
  if (!jurisdiction && !name && ids.length === 0)
    return detail(400, "either 'jurisdiction', 'name', or 'id' is required");
  const people = state.people
    .filter((person) => {
      // Filtering by jurisdiction lists its current members only ("for now", says api/people.py).
      if (jurisdiction && (!inJurisdiction(jurisdiction, person.jurisdiction) || !person.current_role))
        return false;
      if (
        name &&
        !person.name.toLowerCase().includes(name) &&
        !person.other_names.some((other) => other.name.toLowerCase().includes(name))
      )
        return false;
      if (ids.length > 0 && !ids.includes(person.id)) return false;
      if (orgClassification && person.current_role?.org_classification !== orgClassification) return false;
      if (district && String(person.current_role?.district ?? '') !== district) return false;
      return true;
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id));
  return paginate(people, page, 50, (person) => withIncludes(person, PERSON_INCLUDES, includes));
}

function eventList(state: ReplayState, query: URLSearchParams): Answer {
  const includes = enumParams(query, 'include', EVENT_INCLUDES);
  const deleted = booleanParam(query, 'deleted', false);
  const requireBills = booleanParam(query, 'require_bills', false);
  const page = pageParams(query, 20);
  const jurisdiction = query.get('jurisdiction');
  if (!jurisdiction) return detail(400, "must provide 'jurisdiction' parameter");
  const before = query.get('before');
  const after = query.get('after');
  const events = state.events
    .filter(
      (event) =>
        inJurisdiction(jurisdiction, event.jurisdiction) &&
        event.deleted === deleted &&
        // start_date is a text column: the API compares the strings.
        (!before || event.start_date < before) &&
        (!after || event.start_date > after) &&
        (!requireBills ||
          event.agenda.some((item) => item.related_entities.some((entity) => entity.entity_type === 'bill'))),
    )
    .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id.localeCompare(b.id));
  return paginate(events, page, 20, (event) => withIncludes(event, EVENT_INCLUDES, includes));
}

function jurisdictionRecord(state: ReplayState, jurisdiction: OsJurisdiction, includes: readonly string[]) {
  let newest = '';
  for (const bill of state.bills.values())
    if (bill.jurisdiction.id === jurisdiction.id && bill.updated_at > newest) newest = bill.updated_at;
  const record = { ...jurisdiction, latest_bill_update: newest || jurisdiction.latest_bill_update };
  return withIncludes(record, JURISDICTION_INCLUDES, includes);
}

function jurisdictionList(state: ReplayState, query: URLSearchParams): Answer {
  const includes = enumParams(query, 'include', JURISDICTION_INCLUDES);
  const classification = enumParam(query, 'classification', JURISDICTION_CLASSIFICATIONS, '');
  const page = pageParams(query, 52);
  const jurisdictions = state.jurisdictions
    .filter((jurisdiction) => !classification || jurisdiction.classification === classification)
    .sort((a, b) => a.name.localeCompare(b.name));
  return paginate(jurisdictions, page, 52, (jurisdiction) =>
    jurisdictionRecord(state, jurisdiction, includes),
  );
}

function jurisdictionDetail(state: ReplayState, filter: string, query: URLSearchParams): Answer {
  const includes = enumParams(query, 'include', JURISDICTION_INCLUDES);
  const jurisdiction = state.jurisdictions.find((candidate) => inJurisdiction(filter, candidate));
  return jurisdiction
    ? jsonAnswer(200, jurisdictionRecord(state, jurisdiction, includes))
    : detail(404, 'No such Jurisdiction.');
}

function route(state: ReplayState, path: string, query: URLSearchParams): Answer {
  if (path === '/bills') return billsSearch(state, query);
  const byId = /^\/bills\/ocd-bill\/([^/]+)$/.exec(path);
  if (byId) return billDetail(state.bills.get(`ocd-bill/${byId[1]}`), query);
  const byIdentifier = /^\/bills\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(path);
  if (byIdentifier) {
    const [, jurisdiction = '', session = '', identifier = ''] = byIdentifier;
    const wanted = fixBillId(identifier);
    const bill = [...state.bills.values()].find(
      (candidate) =>
        candidate.identifier === wanted &&
        candidate.session === session &&
        inJurisdiction(jurisdiction, candidate.jurisdiction),
    );
    return billDetail(bill, query);
  }
  if (path === '/people') return peopleSearch(state, query);
  if (path === '/events') return eventList(state, query);
  if (path.startsWith('/events/')) {
    const includes = enumParams(query, 'include', EVENT_INCLUDES);
    const event = state.events.find((candidate) => candidate.id === path.slice('/events/'.length));
    return event
      ? jsonAnswer(200, withIncludes(event, EVENT_INCLUDES, includes))
      : detail(404, 'No such Event.');
  }
  if (path === '/jurisdictions') return jurisdictionList(state, query);
  if (path.startsWith('/jurisdictions/'))
    return jurisdictionDetail(state, path.slice('/jurisdictions/'.length), query);
  return detail(404, 'Not Found');
}

const INCLUDES = {
  bills: BILL_INCLUDES,
  people: PERSON_INCLUDES,
  events: EVENT_INCLUDES,
  jurisdictions: JURISDICTION_INCLUDES,
} as const;

const ORG_CLASSIFICATIONS = ['legislature', 'executive', 'lower', 'upper', 'government', ''] as const;
const JURISDICTION_CLASSIFICATIONS = ['state', 'municipality', 'country', ''] as const;

/** The parameters FastAPI checks against their types before any dependency (the key) runs: 422s. */
function validateTypes(resource: keyof typeof INCLUDES, isList: boolean, query: URLSearchParams): void {
  enumParams(query, 'include', INCLUDES[resource]);
  if (!isList) return;
  pageParams(query, 1);
  if (resource === 'bills') enumParam(query, 'sort', SORTS, 'updated_desc');
  if (resource === 'people') enumParam(query, 'org_classification', ORG_CLASSIFICATIONS, '');
  if (resource === 'jurisdictions') enumParam(query, 'classification', JURISDICTION_CLASSIFICATIONS, '');
  if (resource === 'events') {
    booleanParam(query, 'deleted', false);
    booleanParam(query, 'require_bills', false);
  }
}

/** `path` is what follows /openstates ('/bills'), already percent-decoded. */
export function answerOpenStates(
  state: ReplayState,
  apiKey: string,
  path: string,
  query: URLSearchParams,
  headers: Record<string, string | string[] | undefined>,
): Answer {
  const resource = /^\/(bills|people|events|jurisdictions)(\/|$)/.exec(path)?.[1] as
    keyof typeof INCLUDES | undefined;
  if (!resource) return detail(404, 'Not Found');
  try {
    validateTypes(resource, path === `/${resource}`, query);
    return refusal(apiKey, headers, query) ?? route(state, path, query);
  } catch (error) {
    if (error instanceof QueryError) return error.answer;
    throw error;
  }
}
