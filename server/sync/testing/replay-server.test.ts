// The replay server over the synthetic recordings (no data directory needed): each endpoint answers the
// shape the sync relies on, pagination and updated_since select as the real API does, faults and
// mutations reach the next request, and the same recordings always give the same bytes.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  MaCommittee,
  MaDocument,
  MaDocumentSummary,
  MaHearing,
  MaHistoryAction,
  MaMember,
  MaMemberReference,
  MaRollCall,
  MaRollCallSummary,
} from './malegislature-shapes.js';
import type { OsBill, OsEvent, OsJurisdiction, OsPerson } from './openstates-shapes.js';
import { startReplayServer, syntheticRecordings, type ReplayServer } from './replay-server.js';

const FIXED_NOW = new Date('2026-01-15T12:00:00Z');
let server: ReplayServer;

beforeAll(async () => {
  server = await startReplayServer({ recordings: syntheticRecordings(), now: () => FIXED_NOW });
});
afterAll(() => server.close());
afterEach(() => server.clearFaults());

interface Reply<T> {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON, or null for another content type. */
  body: T;
}

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<Reply<T>> {
  const response = await fetch(url, { headers });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').startsWith('application/json');
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: (isJson ? JSON.parse(text) : null) as T,
  };
}

/** malegislature.gov's error body; Open States' (FastAPI's). */
type Message = { Message: string };
type Detail = { detail: string };
type Page<T> = {
  results: T[];
  pagination: { per_page: number; page: number; max_page: number; total_items: number };
};

const ma = <T = Message>(path: string) => get<T>(`${server.malegislatureBaseUrl}${path}`);
const os = <T = Detail>(path: string, key: string | null = server.apiKey) =>
  get<T>(`${server.openStatesBaseUrl}${path}`, key === null ? {} : { 'X-API-KEY': key });
const numbers = (documents: MaDocumentSummary[]) => documents.map((d) => d.BillNumber ?? d.DocketNumber);
const codes = (members: MaMemberReference[]) => members.map((m) => m.MemberCode);

/** .NET's Boston wall-clock form: no offset, fraction trimmed. */
const MALEGISLATURE_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,7})?$/;

describe('malegislature.gov documents', () => {
  it('lists every document of a court as summaries, a docket without a bill number as docket-book-only', async () => {
    const { status, body } = await ma<MaDocumentSummary[]>('/GeneralCourts/194/Documents');
    expect(status).toBe(200);
    expect(numbers(body)).toEqual(['H100', 'S50', 'H101', 'HD300']);
    for (const summary of body) {
      expect(Object.keys(summary).sort()).toEqual(
        [
          'BillNumber',
          'Details',
          'DocketNumber',
          'GeneralCourtNumber',
          'IsDocketBookOnly',
          'PrimarySponsor',
          'Title',
        ].sort(),
      );
      expect(summary.GeneralCourtNumber).toBe(194);
    }
    expect(body[3]).toMatchObject({ BillNumber: null, DocketNumber: 'HD300', IsDocketBookOnly: true });
    expect(body[0]?.Details).toBe('http://malegislature.gov/api/GeneralCourts/194/Documents/H100');
  });

  it('answers a document by bill number (any case) with its history as a link, and 404s an unknown one', async () => {
    const { status, body } = await ma<MaDocument>('/GeneralCourts/194/Documents/h100');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      BillNumber: 'H100',
      DocketNumber: 'HD200',
      GeneralCourtNumber: 194,
      PrimarySponsor: { Id: 'ABC1', Name: 'Alice B. Carter', Type: 1 },
      BillHistory: 'http://malegislature.gov/api/GeneralCourts/194/Documents/H100/DocumentHistoryActions',
      RollCalls: [{ GeneralCourtNumber: 194, Branch: 'House', RollCallNumber: 1 }],
    });
    expect(body.Cosponsors.map((c) => c.Id)).toEqual(['ABC1', 'DEF0']);
    const docket = await ma<MaDocument>('/GeneralCourts/194/Documents/HD300');
    expect(docket.body).toMatchObject({ BillNumber: null, DocketNumber: 'HD300' });
    const missing = await ma('/GeneralCourts/194/Documents/H999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ Message: expect.stringContaining('H999') });
  });

  it('answers histories as {Date, Branch, Action, IsStricken}, oldest first, with Boston wall-clock dates', async () => {
    const { body } = await ma<MaHistoryAction[]>('/GeneralCourts/194/Documents/H100/DocumentHistoryActions');
    expect(body).toHaveLength(4);
    for (const action of body) {
      expect(Object.keys(action)).toEqual(['Date', 'Branch', 'Action', 'IsStricken']);
      expect(action.Date).toMatch(MALEGISLATURE_DATETIME);
    }
    expect(body[2]).toEqual({
      Date: '2025-03-04T14:29:25.14',
      Branch: 'Joint',
      Action: 'Hearing scheduled for 03/11/2025 from 10:00 AM-01:00 PM in A-2',
      IsStricken: false,
    });
    expect(
      (await ma<MaHistoryAction[]>('/GeneralCourts/194/Documents/H101/DocumentHistoryActions')).body,
    ).toEqual([]);
    expect((await ma('/GeneralCourts/194/Documents/H999/DocumentHistoryActions')).status).toBe(404);
  });

  it('answers roll calls by document and by branch and number, voters as member references', async () => {
    const byDocument = await ma<MaRollCallSummary[]>('/GeneralCourts/194/Documents/S50/RollCalls');
    expect(byDocument.body).toEqual([
      {
        GeneralCourtNumber: 194,
        Branch: 'Senate',
        RollCallNumber: 1,
        Details: 'http://malegislature.gov/api/GeneralCourts/194/Branches/Senate/RollCalls/1',
      },
    ]);
    const { body } = await ma<MaRollCall>('/GeneralCourts/194/Branches/House/RollCalls/1');
    expect(body).toMatchObject({ Branch: 'House', RollCallNumber: 1, QuestionMotion: expect.any(String) });
    expect(codes(body.Yeas)).toEqual(['ABC1']);
    expect(codes(body.Nays)).toEqual(['GHI1']);
    expect(body.Absent).toEqual([]);
    expect((await ma('/GeneralCourts/194/Branches/House/RollCalls/2')).status).toBe(404);
  });

  it('answers an unknown route as ASP.NET does', async () => {
    const { status, body } = await ma('/Nothing/Here');
    expect(status).toBe(404);
    expect(body.Message).toMatch(/^No HTTP resource was found/);
  });
});

type MemberWithBills = MaMember & {
  SponsoredBills: MaDocumentSummary[];
  CoSponsoredBills: MaDocumentSummary[];
};
type CommitteeWithLists = MaCommittee & {
  DocumentsBeforeCommittee: MaDocumentSummary[];
  Hearings: { EventId: number; Details: string }[];
};

describe('malegislature.gov members, committees and hearings', () => {
  it('lists members as references and answers one with the bills they sponsor and cosponsor', async () => {
    const list = await ma<MaMemberReference[]>('/GeneralCourts/194/LegislativeMembers');
    expect(codes(list.body)).toEqual(['ABC1', 'DEF0', 'GHI1']);
    expect(list.body[0]).toEqual({
      GeneralCourtNumber: 194,
      MemberCode: 'ABC1',
      Details: 'http://malegislature.gov/api/GeneralCourts/194/LegislativeMembers/ABC1',
    });
    const { body } = await ma<MemberWithBills>('/GeneralCourts/194/LegislativeMembers/abc1');
    expect(body).toMatchObject({
      Name: 'Alice B. Carter',
      MemberCode: 'ABC1',
      Branch: 'House',
      District: '1st Suffolk',
    });
    expect(body.Committees.map((c) => c.CommitteeCode)).toEqual(['J19']);
    expect(numbers(body.SponsoredBills)).toEqual(['H100', 'HD300']);
    expect(numbers(body.CoSponsoredBills)).toEqual(['H100']);
    expect((await ma('/GeneralCourts/194/LegislativeMembers/ZZZ9')).status).toBe(404);
  });

  it('answers a committee with its chairs, members, the bills before it and its hearings', async () => {
    const list = await ma<{ CommitteeCode: string }[]>('/GeneralCourts/194/Committees');
    expect(list.body.map((c) => c.CommitteeCode)).toEqual(['J19', 'H34']);
    const { body } = await ma<CommitteeWithLists>('/GeneralCourts/194/Committees/J19');
    expect(Object.keys(body)).toEqual([
      'CommitteeCode',
      'FullName',
      'ShortName',
      'Description',
      'Branch',
      'GeneralCourtNumber',
      'SenateChairperson',
      'HouseChairperson',
      'DocumentsBeforeCommittee',
      'ReportedOutDocuments',
      'Hearings',
      'SenateMembers',
      'HouseMembers',
    ]);
    expect(body.HouseChairperson?.MemberCode).toBe('ABC1');
    expect(numbers(body.DocumentsBeforeCommittee)).toEqual(['H100']);
    expect(body.Hearings).toEqual([
      { EventId: 100001, Details: 'http://malegislature.gov/api/Hearings/100001' },
    ]);
    expect((await ma('/GeneralCourts/194/Committees/J99')).status).toBe(404);
  });

  it('lists hearings and answers one with host, place, times and the bills on its agenda', async () => {
    const list = await ma<Partial<MaHearing>[]>('/Hearings');
    expect(list.body).toEqual([
      expect.objectContaining({ EventId: 100001, EventDate: '2025-03-11T10:00:00', Status: 'Confirmed' }),
    ]);
    const { body } = await ma<MaHearing>('/Hearings/100001');
    expect(body).toMatchObject({
      EventId: 100001,
      EventDate: '2025-03-11T10:00:00',
      StartTime: '2025-03-11T10:00:00',
      Name: 'Joint Committee on the Judiciary',
      Status: 'Confirmed',
      HearingHost: { CommitteeCode: 'J19', GeneralCourtNumber: 194 },
      Location: { LocationName: 'A-2', City: 'Boston', State: 'MA' },
      RescheduledHearing: null,
    });
    expect(body.HearingAgendas[0]?.EndTime).toBe('2025-03-11T13:00:00');
    expect(numbers(body.HearingAgendas[0]?.DocumentsInAgenda ?? [])).toEqual(['H100', 'S50']);
    expect((await ma('/Hearings/1')).status).toBe(404);
  });
});

describe('Open States API key', () => {
  it('refuses a request without a key (403) or with a wrong one (401), as api/auth.py does', async () => {
    const missing = await os('/bills?jurisdiction=ma', null);
    expect(missing.status).toBe(403);
    expect(missing.body.detail).toMatch(/^Must provide API Key as \?apikey or X-API-KEY/);
    const wrong = await os('/bills?jurisdiction=ma', 'not-the-key');
    expect(wrong.status).toBe(401);
    expect(wrong.body.detail).toMatch(/^Invalid API Key/);
  });

  it('accepts the key as the X-API-KEY header or as ?apikey=', async () => {
    expect((await os('/bills?jurisdiction=ma')).status).toBe(200);
    expect((await os(`/bills?jurisdiction=ma&apikey=${server.apiKey}`, null)).status).toBe(200);
  });
});

const identifiers = (page: Page<OsBill>) => page.results.map((bill) => bill.identifier);

describe('Open States bills', () => {
  it('pages {results, pagination}: 10 by default, at most 20, the last page and past it as the API says', async () => {
    const first = await os<Page<OsBill>>('/bills?jurisdiction=ma&session=194th');
    expect(first.body.pagination).toEqual({ per_page: 10, page: 1, max_page: 3, total_items: 25 });
    expect(first.body.results).toHaveLength(10);
    const last = await os<Page<OsBill>>('/bills?jurisdiction=ma&session=194th&per_page=20&page=2');
    expect(last.body.pagination).toEqual({ per_page: 20, page: 2, max_page: 2, total_items: 25 });
    expect(last.body.results).toHaveLength(5);
    const past = await os('/bills?jurisdiction=ma&session=194th&per_page=20&page=3');
    expect(past).toMatchObject({ status: 404, body: { detail: 'invalid page, must be in [1, 2]' } });
    const tooMany = await os('/bills?jurisdiction=ma&per_page=21');
    expect(tooMany).toMatchObject({ status: 400, body: { detail: 'invalid per_page, must be in [1, 20]' } });
    const second = await os<Page<OsBill>>('/bills?jurisdiction=ma&session=194th&page=2');
    expect(new Set([...identifiers(first.body), ...identifiers(second.body)]).size).toBe(20);
  });

  it('sorts by updated_at (newest first by default) and selects updated_since inclusively', async () => {
    const desc = await os<Page<OsBill>>('/bills?jurisdiction=ma&per_page=20');
    const times = desc.body.results.map((bill) => Date.parse(bill.updated_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const asc = await os<Page<OsBill>>('/bills?jurisdiction=ma&per_page=20&sort=updated_asc');
    expect(asc.body.results[0]?.identifier).toBe('H 1');
    const since = await os<Page<OsBill>>(
      '/bills?jurisdiction=ma&updated_since=2025-06-04T12:00:00&sort=updated_asc&per_page=20',
    );
    // Bill n is updated at noon on day 14n of 2025: day 154 (June 4th) is bill 11's, included.
    expect(since.body.pagination.total_items).toBe(15);
    expect(since.body.results[0]?.identifier).toBe('H 11');
    const bad = await os('/bills?jurisdiction=ma&updated_since=yesterday');
    expect(bad).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/^datetime must be in ISO-8601/) },
    });
  });

  it('leaves out the lists not asked for and null fields, and includes actions, sponsorships, votes, abstracts', async () => {
    const plain = await os<OsBill>('/bills/ma/194th/H1');
    expect(plain.body).toMatchObject({
      id: expect.stringMatching(/^ocd-bill\//),
      identifier: 'H 1',
      session: '194th',
    });
    for (const field of ['actions', 'sponsorships', 'votes', 'abstracts', 'sources', 'versions'])
      expect(plain.body).not.toHaveProperty(field);
    const full = await os<OsBill>(
      '/bills/ma/194th/h1?include=actions&include=sponsorships&include=votes&include=abstracts',
    );
    expect(full.body.actions.map((a) => a.description)).toEqual([
      'Filed',
      'Referred to the committee on The Judiciary',
    ]);
    expect(full.body.sponsorships[0]).toMatchObject({
      name: 'Alice B. Carter',
      primary: true,
      classification: 'primary',
    });
    const vote = full.body.votes[0];
    expect(vote).toMatchObject({
      motion_text: expect.any(String),
      result: 'pass',
      organization: { classification: 'lower' },
    });
    expect(vote?.counts).toEqual([
      { option: 'yes', value: 1 },
      { option: 'no', value: 1 },
    ]);
    expect(vote?.votes[0]?.voter).toMatchObject({ name: 'Alice B. Carter' });
    expect(vote?.votes[2]).not.toHaveProperty('voter'); // null → left out (response_model_exclude_none)
    expect(full.body.abstracts).toEqual([]);
  });

  it('answers a bill by ocd-bill id, and 404s, 400s and 422s as the API does', async () => {
    const { id } = (await os<OsBill>('/bills/ma/194th/S5')).body;
    const byId = await os<OsBill>(`/bills/${id}`);
    expect(byId.body.identifier).toBe('S 5');
    expect(byId.body.from_organization.classification).toBe('upper');
    expect(await os('/bills/ocd-bill/00000000-0000-0000-0000-000000000000')).toMatchObject({
      status: 404,
      body: { detail: 'No such Bill.' },
    });
    expect(await os('/bills')).toMatchObject({
      status: 400,
      body: { detail: "either 'jurisdiction' or 'q' required" },
    });
    const unknownInclude = await os<{ detail: { loc: unknown[]; type: string }[] }>(
      '/bills?jurisdiction=ma&include=all',
    );
    expect(unknownInclude.status).toBe(422);
    expect(unknownInclude.body.detail[0]).toMatchObject({
      loc: ['query', 'include', 0],
      type: 'type_error.enum',
    });
    expect((await os('/bills?jurisdiction=ma&page=two')).status).toBe(422);
  });
});

describe('Open States people, events and jurisdictions', () => {
  it("lists a jurisdiction's current people by name, with offices, names and identifiers when asked", async () => {
    const { body } = await os<Page<OsPerson>>('/people?jurisdiction=ma&include=offices&include=other_names');
    expect(body.results.map((p) => p.name)).toEqual([
      'Alice B. Carter',
      'Dana E. Frost',
      'Gil H. Irving',
      'Morgan Q. Governor',
    ]);
    const alice = body.results[0];
    expect(alice).toMatchObject({
      id: expect.stringMatching(/^ocd-person\//),
      party: 'Democratic',
      current_role: { title: 'Representative', org_classification: 'lower', district: '1st Suffolk' },
      jurisdiction: { id: 'ocd-jurisdiction/country:us/state:ma/government' },
      extras: { 'member code': 'ABC1' },
      offices: [{ name: 'Capitol Office', classification: 'capitol' }],
      other_names: [{ name: 'Carter, A.', note: '' }],
    });
    expect(alice).not.toHaveProperty('links');
    const missouri = await os<Page<OsPerson>>('/people?jurisdiction=mo');
    expect(missouri.body.results.map((p) => p.name)).toEqual(['Sam Show-Me']);
    expect(await os('/people')).toMatchObject({ status: 400 });
  });

  it('lists events after and before a time, with their agenda when asked', async () => {
    const { body } = await os<Page<OsEvent>>('/events?jurisdiction=ma&include=agenda&after=2025-03-01');
    expect(body.pagination.total_items).toBe(1);
    const [event] = body.results;
    expect(event).toMatchObject({
      name: 'Joint Committee on the Judiciary',
      start_date: '2025-03-11T10:00:00-04:00',
      classification: 'committee-meeting',
    });
    const bills = event?.agenda[0]?.related_entities.map((entity) => entity.bill?.identifier);
    expect(bills).toEqual(['H 100', 'S 50']);
    expect(
      (await os<Page<OsEvent>>('/events?jurisdiction=ma&before=2025-03-01')).body.pagination.total_items,
    ).toBe(0);
    expect(await os('/events')).toMatchObject({
      status: 400,
      body: { detail: "must provide 'jurisdiction' parameter" },
    });
    expect((await os<OsEvent>(`/events/${event?.id}`)).body.id).toBe(event?.id);
  });

  it('answers a jurisdiction by abbreviation or id, its latest bill update the newest bill', async () => {
    const { body } = await os<OsJurisdiction>(
      '/jurisdictions/ma?include=organizations&include=legislative_sessions',
    );
    expect(body).toMatchObject({
      id: 'ocd-jurisdiction/country:us/state:ma/government',
      name: 'Massachusetts',
    });
    expect(body.organizations.map((o) => o.classification)).toEqual(['legislature', 'lower', 'upper']);
    expect(body.legislative_sessions.map((s) => s.identifier)).toEqual(['194th']);
    expect(body.latest_bill_update).toBe('2025-12-17T12:00:00+00:00');
    const byId = await os<OsJurisdiction>('/jurisdictions/ocd-jurisdiction/country:us/state:ma/government');
    expect(byId.body.name).toBe('Massachusetts');
    expect(byId.body).not.toHaveProperty('organizations');
    expect((await os('/jurisdictions/zz')).status).toBe(404);
  });
});

describe('faults', () => {
  it('answers 429 with Retry-After to the next matching requests only, then normally, and logs each', async () => {
    server.resetRequests();
    server.injectFaults({ status: 429, retryAfterSeconds: 3, count: 2, path: /\/openstates\/bills/ });
    const people = await os('/people?jurisdiction=ma');
    const first = await os('/bills?jurisdiction=ma');
    const second = await os('/bills?jurisdiction=ma');
    const third = await os('/bills?jurisdiction=ma');
    expect(people.status).toBe(200);
    expect([first.status, second.status, third.status]).toEqual([429, 429, 200]);
    expect(first.headers.get('retry-after')).toBe('3');
    expect(first.body).toEqual({ detail: expect.any(String) });
    expect(server.requests().map(({ method, path, status }) => ({ method, path, status }))).toEqual([
      { method: 'GET', path: '/openstates/people?jurisdiction=ma', status: 200 },
      { method: 'GET', path: '/openstates/bills?jurisdiction=ma', status: 429 },
      { method: 'GET', path: '/openstates/bills?jurisdiction=ma', status: 429 },
      { method: 'GET', path: '/openstates/bills?jurisdiction=ma', status: 200 },
    ]);
  });

  it("answers 500 and 503 as each API's front end does", async () => {
    server.injectFaults({ status: 500, count: 1 });
    const failed = await ma('/GeneralCourts/194/Documents');
    expect(failed).toMatchObject({ status: 500, body: { Message: 'An error has occurred.' } });
    server.injectFaults({ status: 503, count: 1 });
    const unavailable = await os('/bills?jurisdiction=ma');
    expect(unavailable.status).toBe(503);
    expect(unavailable.text).toMatch(/503 Service Temporarily Unavailable/);
    expect(unavailable.headers.get('retry-after')).toBeNull();
  });

  it('hangs a request for delayMs, and a client that gives up first leaves the server answering others', async () => {
    server.injectFaults({ delayMs: 300, count: 1, path: /Hearings/ });
    const started = performance.now();
    const slow = await ma('/Hearings');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(slow.status).toBe(200);
    server.injectFaults({ delayMs: 5_000, count: 1, path: /Committees/ });
    await expect(
      fetch(`${server.malegislatureBaseUrl}/GeneralCourts/194/Committees`, {
        signal: AbortSignal.timeout(100),
      }),
    ).rejects.toThrow();
    expect((await ma('/GeneralCourts/194/Committees')).status).toBe(200);
  });

  it('closes while a request hangs', async () => {
    const other = await startReplayServer({ recordings: syntheticRecordings(), latencyMs: 10 });
    other.injectFaults({ delayMs: 60_000, count: 1 });
    const hanging = fetch(`${other.malegislatureBaseUrl}/Hearings`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await other.close();
    expect(await hanging).toBeInstanceOf(Error);
  });
});

describe('mutations', () => {
  it('shows a history action added by a test on the next request', async () => {
    const action = {
      Date: '2026-01-15T09:00:00',
      Action: 'Referred to the committee on Revenue',
      Branch: 'House',
    };
    server.addHistoryAction(194, 'H101', action);
    expect(
      (await ma<MaHistoryAction[]>('/GeneralCourts/194/Documents/H101/DocumentHistoryActions')).body,
    ).toEqual([{ ...action, IsStricken: false }]);
    expect(() => server.addHistoryAction(194, 'H999', action)).toThrow(/H999/);
  });

  it('adds a new document to the listing and merges a change into an existing one', async () => {
    server.upsertDocument(194, {
      BillNumber: 'H102',
      DocketNumber: 'HD202',
      Title: 'An Act filed during the test',
    });
    const listing = await ma<MaDocumentSummary[]>('/GeneralCourts/194/Documents');
    expect(listing.body.at(-1)).toMatchObject({ BillNumber: 'H102', Title: 'An Act filed during the test' });
    const added = await ma<MaDocument>('/GeneralCourts/194/Documents/H102');
    expect(added.body.BillHistory).toBe(
      'http://malegislature.gov/api/GeneralCourts/194/Documents/H102/DocumentHistoryActions',
    );
    server.upsertDocument(194, { BillNumber: 'S50', Title: 'An Act renamed by the test' });
    const changed = await ma<MaDocument>('/GeneralCourts/194/Documents/S50');
    expect(changed.body).toMatchObject({
      Title: 'An Act renamed by the test',
      DocketNumber: 'SD80',
      PrimarySponsor: { Id: 'DEF0' },
    });
  });

  it('bumps an Open States bill updated_at to now, so updated_since finds it, and adds a new bill', async () => {
    const before = await os<Page<OsBill>>('/bills?jurisdiction=ma&updated_since=2026-01-01');
    expect(before.body.pagination.total_items).toBe(0);
    const stored = server.upsertOpenStatesBill({
      id: 'ocd-bill/00000000-0000-4000-a000-000000000003',
      title: 'A new title',
    });
    expect(stored.updated_at).toBe('2026-01-15T12:00:00+00:00');
    server.upsertOpenStatesBill({
      identifier: 'H 26',
      session: '194th',
      title: 'An Act filed during the test',
    });
    const after = await os<Page<OsBill>>('/bills?jurisdiction=ma&updated_since=2026-01-01&sort=updated_asc');
    expect(after.body.results.map((bill) => [bill.identifier, bill.title])).toEqual([
      ['H 3', 'A new title'],
      ['H 26', 'An Act filed during the test'],
    ]);
    expect(after.body.results[1]?.from_organization.classification).toBe('lower');
  });

  it('keeps each server its own copy of the recordings', async () => {
    const recordings = syntheticRecordings();
    const first = await startReplayServer({ recordings });
    const second = await startReplayServer({ recordings });
    first.upsertDocument(194, { BillNumber: 'H555', Title: 'Only on the first server' });
    expect((await fetch(`${second.malegislatureBaseUrl}/GeneralCourts/194/Documents/H555`)).status).toBe(404);
    expect(recordings.malegislature.courts[1]?.documents).toHaveLength(4);
    await Promise.all([first.close(), second.close()]);
  });
});

describe('determinism and conditional requests', () => {
  it('builds the same recordings and answers the same bytes every time', async () => {
    expect(syntheticRecordings()).toEqual(syntheticRecordings());
    const [a, b] = await Promise.all([
      startReplayServer({ recordings: syntheticRecordings() }),
      startReplayServer({ recordings: syntheticRecordings() }),
    ]);
    const paths = [
      `/malegislature/api/GeneralCourts/194/Documents`,
      `/malegislature/api/Hearings/100001`,
      `/openstates/bills?jurisdiction=ma&include=votes&per_page=20&apikey=${a.apiKey}`,
      `/openstates/events?jurisdiction=ma&include=agenda&apikey=${a.apiKey}`,
    ];
    for (const path of paths) {
      const [left, right] = await Promise.all([get(`${a.url}${path}`), get(`${b.url}${path}`)]);
      expect(left.status).toBe(200);
      expect(left.text).toBe(right.text);
    }
    await Promise.all([a.close(), b.close()]);
  });

  it('sends ETags and answers 304 when asked to', async () => {
    const tagged = await startReplayServer({ recordings: syntheticRecordings(), etags: true });
    const url = `${tagged.malegislatureBaseUrl}/GeneralCourts/194/Documents/H100`;
    const etag = (await fetch(url)).headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    tagged.upsertDocument(194, { BillNumber: 'H100', Title: 'Changed' });
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(200);
    await tagged.close();
  });
});
