// Open States API v3 recordings from ../shared/data: the Massachusetts 194th bulk CSV export (bills,
// abstracts, roll calls with counts, voters and sources), the people of Massachusetts and Missouri, and
// the 192nd hearings (as malegislature.gov's recordings derive them) as events.
import { parsePythonList } from '../../db/import/bulk-csv-bills.js';
import type { CsvRow } from '../../db/import/read-source-files.js';
import { bostonOffsetAt, pythonIsoFormat, stableUuid } from './api-datetimes.js';
import { billTimes } from './bill-update-times.js';
import { keepPreferred } from './keep-preferred.js';
import type { MaHearing } from './malegislature-shapes.js';
import {
  compactJurisdiction,
  compactPerson,
  emptyBillParts,
  type OsBill,
  type OsCompactJurisdiction,
  type OsEvent,
  type OsJurisdiction,
  type OsOrganization,
  type OsPerson,
  type OsVoteEvent,
} from './openstates-shapes.js';
import { peopleRecords } from './openstates-people.js';
import type { PeopleDirectory } from './people-directory.js';
import type { OpenStatesRecordings } from './recordings.js';
import { groupRows, readOrganizations, readSessionCsv, type SharedDataFiles } from './shared-data-files.js';

export const MASSACHUSETTS: OsCompactJurisdiction = {
  id: 'ocd-jurisdiction/country:us/state:ma/government',
  name: 'Massachusetts',
  classification: 'state',
};

export const MISSOURI: OsCompactJurisdiction = {
  id: 'ocd-jurisdiction/country:us/state:mo/government',
  name: 'Missouri',
  classification: 'state',
};

export interface OpenStatesSource {
  files: SharedDataFiles;
  maPeople: PeopleDirectory;
  moPeople: PeopleDirectory;
  /** The hearings malegislature.gov's recordings hold, published again as Open States events. */
  hearings: MaHearing[];
  /** At most this many 194th bills: those with roll calls first. */
  limitBills?: number;
}

function organizationsOf(rows: CsvRow[]): Map<string, OsOrganization> {
  return new Map(
    rows.map((row) => [
      row.id ?? '',
      { id: row.id ?? '', name: row.name ?? '', classification: row.classification ?? '' },
    ]),
  );
}

function chamberOrganization(
  organizations: Map<string, OsOrganization>,
  classification: string,
): OsOrganization {
  const found = [...organizations.values()].find(
    (organization) => organization.classification === classification,
  );
  if (!found) throw new Error(`the organizations file has no '${classification}' organization`);
  return found;
}

function voteEvents(
  source: OpenStatesSource,
  people: Map<string, OsPerson>,
  organizations: Map<string, OsOrganization>,
) {
  const { files } = source;
  const counts = groupRows(readSessionCsv(files, '194th', 'vote_counts'), 'vote_event_id');
  const voters = groupRows(readSessionCsv(files, '194th', 'vote_people'), 'vote_event_id');
  const sources = groupRows(readSessionCsv(files, '194th', 'vote_sources'), 'vote_event_id');
  const byBill = new Map<string, OsVoteEvent[]>();
  for (const vote of readSessionCsv(files, '194th', 'votes')) {
    const id = vote.id ?? '';
    const organization = organizations.get(vote.organization_id ?? '');
    if (!organization) throw new Error(`vote ${id}: no organization ${vote.organization_id}`);
    const event: OsVoteEvent = {
      id,
      motion_text: vote.motion_text ?? '',
      motion_classification: parsePythonList(vote.motion_classification ?? '[]'),
      start_date: vote.start_date ?? '',
      result: vote.result ?? '',
      identifier: vote.identifier ?? '',
      extras: {},
      organization,
      votes: (voters.get(id) ?? []).map((row) => {
        const voter = people.get(row.voter_id ?? '');
        return {
          id: row.id ?? '',
          option: row.option ?? '',
          voter_name: row.voter_name ?? '',
          voter: voter ? compactPerson(voter) : null,
        };
      }),
      counts: (counts.get(id) ?? []).map((row) => ({ option: row.option ?? '', value: Number(row.value) })),
      sources: (sources.get(id) ?? []).map((row) => ({ url: row.url ?? '', note: row.note ?? '' })),
    };
    const billId = vote.bill_id ?? '';
    byBill.set(billId, [...(byBill.get(billId) ?? []), event]);
  }
  return byBill;
}

function bills194(source: OpenStatesSource, people: Map<string, OsPerson>): OsBill[] {
  const organizations = organizationsOf(readOrganizations(source.files, '194th'));
  const votes = voteEvents(source, people, organizations);
  const abstracts = groupRows(readSessionCsv(source.files, '194th', 'bill_abstracts'), 'bill_id');
  const rows = readSessionCsv(source.files, '194th', 'bills');
  return keepPreferred(rows, source.limitBills, (row) => votes.has(row.id ?? '')).map((row) => {
    const id = row.id ?? '';
    const identifier = row.identifier ?? '';
    const billVotes = votes.get(id) ?? [];
    const latestVote =
      billVotes
        .map((vote) => vote.start_date)
        .sort()
        .at(-1) ?? null;
    const times = billTimes(id, latestVote);
    return {
      id,
      session: '194th',
      jurisdiction: compactJurisdiction(MASSACHUSETTS),
      from_organization: chamberOrganization(organizations, row.organization_classification ?? ''),
      identifier,
      title: row.title ?? '',
      classification: parsePythonList(row.classification ?? '[]'),
      subject: parsePythonList(row.subject ?? '[]'),
      extras: {},
      created_at: pythonIsoFormat(times.createdAt),
      updated_at: pythonIsoFormat(times.updatedAt),
      openstates_url: `https://openstates.org/ma/bills/194th/${identifier.replace(/\s+/g, '')}/`,
      // Computed dates, actions, sponsorships, sources, versions: not in the shared copy of the export.
      ...emptyBillParts(),
      abstracts: (abstracts.get(id) ?? []).map((abstract) => ({
        abstract: abstract.abstract ?? '',
        note: abstract.note ?? '',
      })),
      votes: billVotes,
    };
  });
}

const HEARING_STATUS: Record<string, string> = {
  Confirmed: 'passed',
  Canceled: 'cancelled',
  Rescheduled: 'cancelled',
};

/** Bill ids of a session by identifier without spaces ('H123'), for events' related bills. */
function billIdsByNumber(
  files: SharedDataFiles,
  session: string,
): Map<string, { id: string; identifier: string }> {
  return new Map(
    readSessionCsv(files, session, 'bills').map((row) => [
      (row.identifier ?? '').replace(/\s+/g, ''),
      { id: row.id ?? '', identifier: row.identifier ?? '' },
    ]),
  );
}

function withOffset(wallClock: string): string {
  return `${wallClock}${bostonOffsetAt(wallClock)}`;
}

/** An Open States event for a malegislature.gov hearing; `sessionBills` name its bills' Open States ids. */
export function eventFromHearing(
  hearing: MaHearing,
  session: string,
  sessionBills: Map<string, { id: string; identifier: string }>,
): OsEvent {
  const page = `https://malegislature.gov/Events/Hearings/Detail/${hearing.EventId}`;
  const agenda = hearing.HearingAgendas[0];
  const host = hearing.Name ?? 'Hearing';
  return {
    id: `ocd-event/${stableUuid(`malegislature hearing ${hearing.EventId}`)}`,
    name: host,
    jurisdiction: compactJurisdiction(MASSACHUSETTS),
    description: hearing.Description,
    classification: 'committee-meeting',
    start_date: withOffset(hearing.StartTime),
    end_date: agenda ? withOffset(agenda.EndTime) : '',
    all_day: false,
    status: HEARING_STATUS[hearing.Status] ?? 'tentative',
    upstream_id: String(hearing.EventId),
    deleted: false,
    location: { name: hearing.Location.LocationName ?? '', url: '' },
    links: [{ url: page, note: null }],
    sources: [{ url: page, note: null }],
    media: [],
    documents: [],
    participants: [
      { note: 'host', name: host, entity_type: 'organization', organization: null, person: null },
    ],
    agenda: agenda
      ? [
          {
            description: 'Bills heard',
            classification: [],
            order: 0,
            subjects: [],
            notes: [],
            extras: {},
            related_entities: agenda.DocumentsInAgenda.map((document) => {
              const number = document.BillNumber ?? document.DocketNumber ?? '';
              const bill = sessionBills.get(number);
              return {
                note: 'consideration',
                name: bill?.identifier ?? number,
                entity_type: 'bill',
                organization: null,
                person: null,
                bill: bill
                  ? { id: bill.id, session, identifier: bill.identifier, title: document.Title }
                  : null,
                vote: null,
              };
            }),
            media: [],
          },
        ]
      : [],
  };
}

function legislature(
  jurisdiction: OsCompactJurisdiction,
  fields: Pick<OsJurisdiction, 'url' | 'organizations' | 'legislative_sessions'>,
): OsJurisdiction {
  return {
    ...compactJurisdiction(jurisdiction),
    division_id: jurisdiction.id.replace('ocd-jurisdiction/', 'ocd-division/').replace(/\/government$/, ''),
    latest_bill_update: '',
    latest_people_update: '2026-08-05T00:00:00+00:00',
    latest_runs: [],
    ...fields,
  };
}

function session(identifier: string, name: string, start: string, end: string) {
  return { identifier, name, classification: 'primary', start_date: start, end_date: end, downloads: [] };
}

function jurisdictions(files: SharedDataFiles): OsJurisdiction[] {
  const maOrganizations = [...organizationsOf(readOrganizations(files, '194th')).values()]
    .filter((organization) =>
      ['legislature', 'lower', 'upper', 'executive'].includes(organization.classification),
    )
    .map((organization) => ({ ...organization, districts: [] }));
  const moOrganization = (name: string, classification: string) => ({
    id: `ocd-organization/${stableUuid(`mo ${classification}`)}`,
    name,
    classification,
    districts: [],
  });
  return [
    legislature(MASSACHUSETTS, {
      url: 'https://malegislature.gov',
      organizations: maOrganizations,
      legislative_sessions: [
        session('192nd', '192nd Legislature (2021-2022)', '2021-01-06', '2023-01-03'),
        session('193rd', '193rd Legislature (2023-2024)', '2023-01-04', '2025-01-01'),
        session('194th', '194th Legislature (2025-2026)', '2025-01-01', '2027-01-06'),
      ],
    }),
    legislature(MISSOURI, {
      url: 'https://www.mo.gov',
      organizations: [
        moOrganization('Missouri General Assembly', 'legislature'),
        moOrganization('House', 'lower'),
        moOrganization('Senate', 'upper'),
        moOrganization('Executive', 'executive'),
      ],
      legislative_sessions: [
        session('2025', '2025 Regular Session', '2025-01-08', '2025-05-30'),
        session('2026', '2026 Regular Session', '2026-01-07', '2026-05-15'),
      ],
    }),
  ];
}

export function openStatesFromSharedData(source: OpenStatesSource): OpenStatesRecordings {
  const people = [
    ...peopleRecords(source.maPeople, MASSACHUSETTS),
    ...peopleRecords(source.moPeople, MISSOURI),
  ];
  const peopleById = new Map(people.map((person) => [person.id, person]));
  const sessionBills = billIdsByNumber(source.files, '192nd');
  return {
    jurisdictions: jurisdictions(source.files),
    bills: bills194(source, peopleById),
    people,
    events: source.hearings.map((hearing) => eventFromHearing(hearing, '192nd', sessionBills)),
  };
}
