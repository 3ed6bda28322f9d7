import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeetingDetail, MeetingPage } from '../../../schemas/meetings.js';
import { insertMeetingFixtures } from '../../../testing/meetings-fixtures.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let meetingId: (n: number) => number;
beforeAll(async () => {
  t = await createTestApp();
  ({ meetingId } = await insertMeetingFixtures(t.database.db, t.fixtures));
});
afterAll(() => t.close());

const list = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json<MeetingPage>().data;
};

describe('GET /api/meetings/testimony', () => {
  it('lists hearings with oral testimony by default, newest first, with the spec §3 fields', async () => {
    const rows = await list('/api/meetings/testimony');
    expect(rows.map((m) => m.title)).toEqual(['Budget hearing', 'Public hearing on school libraries']);
    expect(rows[1]).toEqual({
      id: meetingId(1),
      url: `/app/meetings/${meetingId(1)}`,
      meeting_type_id: 'hearing',
      chamber: 'joint',
      title: 'Public hearing on school libraries',
      meeting_date: '2025-03-04',
      meeting_time: '10:00 AM',
      short_location: 'Hearing Room A-1',
      committee_id: t.fixtures.committeeId('Joint Committee on Education'),
      committee: {
        id: t.fixtures.committeeId('Joint Committee on Education'),
        url: `/app/committees/${t.fixtures.committeeId('Joint Committee on Education')}`,
        short_name: 'Education',
      },
      testimony_count: 3,
      floor_debate_count: 0,
      // The latest oral testimony: same day, so the one filed last.
      filename: 'file-1-2.pdf',
      file_path: 'https://example.org/files/1/2.pdf',
      author: 'Author 1.2',
      file_date_formatted: 'Mar 4, 2025',
    });
  });

  it('lists hearings with written testimony, each with its latest written document', async () => {
    const rows = await list('/api/meetings/testimony?chamber=written');
    expect(rows.map((m) => [m.title, m.author, m.file_date_formatted])).toEqual([
      ['Public hearing on school buses', 'Author 2.1', 'May 8, 2025'],
      ['Public hearing on school libraries', 'Author 1.3', 'Mar 10, 2025'],
    ]);
  });

  it('pages by 20 and answers an empty page past the end', async () => {
    expect(await list('/api/meetings/testimony?chamber=oral&page=2')).toEqual([]);
  });

  it('rejects a chamber that does not fit the display, naming the values that do', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/meetings/testimony?chamber=house' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'querystring.chamber must be one of: oral, written (for display testimony)',
    });
  });
});

describe('GET /api/meetings/formalSessions', () => {
  it("lists the House's held formal sessions, newest first, with floor-debate counts", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/meetings/formalSessions' });
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    expect(res.headers.etag).toBeDefined();
    const rows = res.json<MeetingPage>().data;
    expect(rows.map((m) => [m.meeting_date, m.floor_debate_count, m.filename])).toEqual([
      ['2025-06-18', 0, null],
      ['2025-06-11', 2, 'file-5-2.pdf'],
    ]);
    expect(rows[0]).toMatchObject({
      meeting_type_id: 'formal_session',
      committee: { short_name: 'House Session' },
    });
  });

  it('lists the Senate on request, also sessions with no committee', async () => {
    const rows = await list('/api/meetings/formalSessions?chamber=senate');
    expect(rows).toEqual([
      expect.objectContaining({ title: 'Senate Formal Session', committee_id: null, committee: null }),
    ]);
  });

  it('rejects oral and written for floor sessions', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/meetings/formalSessions?chamber=oral' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'querystring.chamber must be one of: house, senate (for display formalSessions)',
    );
  });
});

describe('bad meeting list requests', () => {
  it.each([
    ['/api/meetings/hearings', 'params.display must be one of: testimony, formalSessions'],
    [
      '/api/meetings/testimony?chamber=joint',
      'querystring.chamber must be one of: house, senate, oral, written',
    ],
    ['/api/meetings/testimony?page=0', 'querystring.page must be >= 1'],
  ])('%s → 400', async (url, message) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });
});

describe('GET /api/meeting/:id', () => {
  it('returns the meeting with every document and the bills heard', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/meeting/${meetingId(1)}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<MeetingDetail>();
    expect(body).toMatchObject({
      title: 'Public hearing on school libraries',
      testimony_count: 3,
      filename: null,
      // A shared link to the meeting opens in its state (issue 15).
      state: 'ma',
    });
    expect(body.documents.map((d) => [d.kind, d.author, d.file_path])).toEqual([
      ['oral_testimony', 'Author 1.1', 'https://example.org/files/1/1.pdf'],
      ['oral_testimony', 'Author 1.2', 'https://example.org/files/1/2.pdf'],
      ['written_testimony', 'Author 1.3', 'https://example.org/files/1/3.pdf'],
    ]);
    expect(body.bills).toEqual([
      {
        id: t.fixtures.billId('H 100'),
        url: `/app/bill/${t.fixtures.billId('H 100')}`,
        bill_type_number: 'H 100',
        short_bill_name: 'School libraries',
      },
    ]);
  });

  it('gives 404 for an unknown meeting and 400 for a non-numeric id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/meeting/987654' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No meeting with id 987654',
    });
    const bad = await t.app.inject({ method: 'GET', url: '/api/meeting/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('params.id');
  });
});
