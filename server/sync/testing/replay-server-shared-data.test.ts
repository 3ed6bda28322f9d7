// The replay server over the real data in ../shared/data: the 50 malegislature.gov samples and the J19
// committee come back byte for byte, MAPLE's histories in the API's own date form, the 194th export's
// bills, roll calls, counts and voters in both APIs' shapes, and the people of both states. Skipped with
// a message where the data is absent, except on CI.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../../db/import/read-source-files.js';
import {
  dataDir,
  hasData,
  ma194thCsvDir,
  malegislatureDir,
  mapleHistoryCsv,
  warnIfNoData,
} from '../../db/import/test-support.js';
import type {
  MaDocument,
  MaDocumentSummary,
  MaHearing,
  MaHistoryAction,
  MaMember,
  MaRollCall,
  MaCommittee,
} from './malegislature-shapes.js';
import type { OsBill, OsEvent, OsPerson } from './openstates-shapes.js';
import { recordingsFromSharedData, startReplayServer, type ReplayServer } from './replay-server.js';

warnIfNoData('sync replay server (shared data)');

type Page<T> = { results: T[]; pagination: { total_items: number; max_page: number } };

describe.runIf(hasData)('replay server over ../shared/data', () => {
  let server: ReplayServer;

  beforeAll(async () => {
    server = await startReplayServer({ recordings: recordingsFromSharedData(dataDir) });
  });
  afterAll(() => server.close());

  async function text(path: string): Promise<{ status: number; text: string }> {
    const response = await fetch(`${server.url}${path}`, { headers: { 'X-API-KEY': server.apiKey } });
    return { status: response.status, text: await response.text() };
  }
  async function json<T>(path: string): Promise<T> {
    const { status, text: body } = await text(path);
    expect(status, `${path}: ${body.slice(0, 200)}`).toBe(200);
    return JSON.parse(body) as T;
  }
  const ma = <T>(path: string) => json<T>(`/malegislature/api${path}`);
  const os = <T>(path: string) => json<T>(`/openstates${path}`);

  it('serves each of the 50 real 192nd documents and the J19 committee byte for byte', async () => {
    const samples = readdirSync(malegislatureDir).filter((name) => name.startsWith('ma_bill_192_'));
    expect(samples).toHaveLength(50);
    for (const name of samples) {
      const billNumber = /_([A-Z]+\d+)\.json$/.exec(name)?.[1] ?? '';
      const answer = await text(`/malegislature/api/GeneralCourts/192/Documents/${billNumber}`);
      expect(answer.status).toBe(200);
      expect(answer.text === readFileSync(join(malegislatureDir, name), 'utf8'), name).toBe(true);
    }
    const committee = await text('/malegislature/api/GeneralCourts/192/Committees/J19');
    expect(committee.text).toBe(
      readFileSync(join(malegislatureDir, 'ma_joint_committee_on_the_judiciary.json'), 'utf8'),
    );
  });

  it('lists every 192nd bill of the Open States CSV, the samples first, dockets as docket-book-only', async () => {
    const listing = await ma<MaDocumentSummary[]>('/GeneralCourts/192/Documents');
    expect(listing).toHaveLength(17_108);
    expect(listing.slice(0, 50).every((summary) => summary.DocketNumber !== null)).toBe(true);
    const dockets = listing.filter((summary) => summary.IsDocketBookOnly);
    expect(dockets).toHaveLength(5_187 + 3_289);
    expect(
      dockets.every(
        (summary) => summary.BillNumber === null && /^[HS]D\d+$/.test(summary.DocketNumber ?? ''),
      ),
    ).toBe(true);
    const synthesized = await ma<MaDocument>('/GeneralCourts/192/Documents/H1');
    expect(synthesized).toMatchObject({
      BillNumber: 'H1',
      GeneralCourtNumber: 192,
      BillHistory: 'http://malegislature.gov/api/GeneralCourts/192/Documents/H1/DocumentHistoryActions',
      Updated: '2021-04-15T04:00:00+00:00',
    });
  });

  it("answers MAPLE's history of a bill in the file's order, dates turned back into Boston wall clock", async () => {
    const rows = readCsv(mapleHistoryCsv, ['id', 'action', 'branch', 'date']).filter(
      (row) => row.id === 'H1',
    );
    const history = await ma<MaHistoryAction[]>('/GeneralCourts/192/Documents/H1/DocumentHistoryActions');
    expect(history.map((action) => [action.Action, action.Branch])).toEqual(
      rows.map((row) => [row.action, row.branch]),
    );
    // 2021-02-25T16:46:19.933Z is 11:46:19.933 in Boston (EST); 2021-04-15T04:00:00.000Z is midnight (EDT).
    expect(history.map((action) => action.Date)).toEqual(['2021-02-25T11:46:19.933', '2021-04-15T00:00:00']);
    const sample = await ma<MaHistoryAction[]>('/GeneralCourts/192/Documents/H119/DocumentHistoryActions');
    expect(sample.length).toBeGreaterThan(0);
  });

  it('derives hearings from the histories, each with a host, a place and bills the listing knows', async () => {
    const list = await ma<{ EventId: number }[]>('/Hearings');
    expect(list.length).toBeGreaterThan(300);
    const numbers = new Set(
      (await ma<MaDocumentSummary[]>('/GeneralCourts/192/Documents')).map(
        (d) => d.BillNumber ?? d.DocketNumber,
      ),
    );
    const first = list[0];
    const hearing = await ma<MaHearing>(`/Hearings/${first?.EventId}`);
    expect(hearing.EventDate).toMatch(/^2021-\d{2}-\d{2}T\d{2}:\d{2}:00$/);
    expect(hearing.Location.LocationName).toBeTruthy();
    const agenda = hearing.HearingAgendas[0]?.DocumentsInAgenda ?? [];
    expect(agenda.length).toBeGreaterThan(0);
    expect(agenda.every((document) => numbers.has(document.BillNumber))).toBe(true);
    const judiciary = await ma<MaCommittee & { Hearings: unknown[] }>('/GeneralCourts/194/Committees/J19');
    expect(judiciary.HouseChairperson?.MemberCode).toBeTruthy();
    expect(judiciary.SenateChairperson?.MemberCode).toBeTruthy();
  });

  it("gives the 194th bills their roll calls, voters by member code from the export's vote_people", async () => {
    const votes = readCsv(join(ma194thCsvDir, 'MA_194th_votes.csv'), ['id']);
    const house = await ma<MaRollCall>('/GeneralCourts/194/Branches/House/RollCalls/1');
    // The export's first House roll call (2025-02-06 19:35 UTC): H. 57, amendment #6, failed.
    expect(house.QuestionMotion).toBe('H. 57 On adoption of amendment #6');
    expect(house.Yeas.length + house.Nays.length + house.Absent.length).toBeGreaterThan(100);
    const document = await ma<MaDocument>('/GeneralCourts/194/Documents/H57');
    expect(document.RollCalls.length).toBeGreaterThan(0);
    expect(document.RollCalls[0]).toMatchObject({ Branch: 'House', RollCallNumber: 1 });
    const numbered = await Promise.all(
      ['House', 'Senate'].map(async (branch) => {
        let count = 0;
        while (
          (await text(`/malegislature/api/GeneralCourts/194/Branches/${branch}/RollCalls/${count + 1}`))
            .status === 200
        )
          count += 1;
        return count;
      }),
    );
    expect(numbered).toEqual([140, 50]);
    expect(numbered[0]! + numbered[1]!).toBe(votes.length);
  });

  it('answers the members of each court with their member codes, leadership today only', async () => {
    const members = await ma<{ MemberCode: string }[]>('/GeneralCourts/194/LegislativeMembers');
    expect(members.length).toBeGreaterThanOrEqual(195);
    const speaker = await ma<MaMember>('/GeneralCourts/194/LegislativeMembers/R_M1');
    expect(speaker).toMatchObject({
      Name: 'Ron Mariano',
      LeadershipPosition: 'Speaker of the House',
      Branch: 'House',
    });
    const earlier = await ma<MaMember>('/GeneralCourts/192/LegislativeMembers/R_M1');
    expect(earlier.LeadershipPosition).toBeNull();
  });

  it('answers the 194th export in Open States shapes: every bill, abstracts, votes with counts and voters', async () => {
    const all = await os<Page<OsBill>>('/bills?jurisdiction=ma&session=194th&per_page=20');
    expect(all.pagination.total_items).toBe(17_546);
    const voted = await os<OsBill>('/bills/ma/194th/H57?include=votes&include=abstracts');
    expect(voted.votes.length).toBeGreaterThan(0);
    const vote = voted.votes[0];
    expect(vote?.counts.map((count) => count.option).sort()).toEqual(['no', 'yes']);
    expect(vote?.votes.filter((voter) => voter.voter).length).toBeGreaterThan(100);
    const since = await os<Page<OsBill>>('/bills?jurisdiction=ma&session=194th&updated_since=2026-03-01');
    expect(since.pagination.total_items).toBeGreaterThan(0);
    expect(since.pagination.total_items).toBeLessThan(17_546);
    const withAbstract = readCsv(join(ma194thCsvDir, 'MA_194th_bill_abstracts.csv'), [
      'bill_id',
      'abstract',
    ])[0];
    const bill = await os<OsBill>(`/bills/${withAbstract?.bill_id}?include=abstracts`);
    expect(bill.abstracts[0]?.abstract).toBe(withAbstract?.abstract);
  });

  it('answers the people of Massachusetts and Missouri, and the 192nd hearings as events', async () => {
    const massachusetts = await os<Page<OsPerson>>(
      '/people?jurisdiction=ma&per_page=50&include=other_identifiers',
    );
    expect(massachusetts.pagination.total_items).toBeGreaterThanOrEqual(198);
    const missouri = await os<Page<OsPerson>>('/people?jurisdiction=Missouri&per_page=50');
    expect(missouri.pagination.total_items).toBeGreaterThanOrEqual(190);
    expect(missouri.results.every((person) => person.jurisdiction.id.includes('state:mo'))).toBe(true);
    const events = await os<Page<OsEvent>>('/events?jurisdiction=ma&after=2021-01-01&before=2023-01-01');
    const hearings = await ma<unknown[]>('/Hearings');
    expect(events.pagination.total_items).toBe(hearings.length);
  });

  it('keeps a limit to the bills with the most to show: the samples, histories and roll calls', () => {
    const limited = recordingsFromSharedData(dataDir, { limitBills: 200 });
    const [court192, court194] = limited.malegislature.courts;
    expect(court192?.documents).toHaveLength(200);
    expect(court192?.documents.filter((document) => document.verbatim)).toHaveLength(50);
    expect(Object.keys(court192?.histories ?? {})).toHaveLength(200);
    expect(court194?.rollCalls).toHaveLength(190);
    expect(limited.openStates.bills).toHaveLength(200);
    expect(limited.openStates.bills.filter((bill) => bill.votes.length > 0).length).toBeGreaterThan(0);
  });
});
