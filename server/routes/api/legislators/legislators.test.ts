import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegislatorDetail, LegislatorList } from '../../../schemas/legislators.js';
import { insertMeetingFixtures } from '../../../testing/meetings-fixtures.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/legislator', () => {
  it('lists serving House members by family name, with a placeholder image when there is no photo', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legislator?chamber=house' });
    expect(res.statusCode).toBe(200);
    const body = res.json<LegislatorList>();
    expect(body.map((l) => l.short_full_name)).toEqual(['Rep. Cal Adams', 'Rep. Ada Baker']);
    expect(body[0]).toMatchObject({
      active: true,
      has_photo: false,
      image_or_placeholder: '/img/legislator-placeholder.svg',
      url: `/app/legislators/${t.fixtures.idOf('Cal Adams')}`,
    });
    expect(body[1]).toMatchObject({
      has_photo: true,
      image_or_placeholder: 'https://example.org/photos/1.jpg',
    });
  });

  it('defaults to the House and lists senators and former members on request', async () => {
    const house = await t.app.inject({ method: 'GET', url: '/api/legislator' });
    expect(house.json<LegislatorList>()).toHaveLength(2);
    const senate = await t.app.inject({ method: 'GET', url: '/api/legislator?chamber=senate' });
    expect(senate.json<LegislatorList>().map((l) => l.short_full_name)).toEqual(['Sen. Dee Senn']);
    const inactive = await t.app.inject({ method: 'GET', url: '/api/legislator?chamber=inactive' });
    expect(inactive.json<LegislatorList>()).toEqual([
      expect.objectContaining({ short_full_name: 'Rep. Eve Former', active: false }),
    ]);
  });

  it('lists the serving executive officials apart; a former Governor is no former legislator', async () => {
    const official = (n: number, name: string, active: number) => ({
      jurisdiction_id: t.fixtures.jurisdictionId,
      external_id: `fixture:executive:${n}`,
      full_name: name,
      short_full_name: `Gov. ${name}`,
      family_name: name.split(' ').at(-1)!,
      chamber: 'executive' as const,
      active,
    });
    await t.database.db
      .insertInto('legislators')
      .values([official(1, 'Gail Governor', 1), official(2, 'Pat Past', 0)])
      .execute();
    const executive = await t.app.inject({ method: 'GET', url: '/api/legislator?chamber=executive' });
    expect(executive.json<LegislatorList>()).toEqual([
      expect.objectContaining({ short_full_name: 'Gov. Gail Governor', chamber: 'executive', active: true }),
    ]);
    const inactive = await t.app.inject({ method: 'GET', url: '/api/legislator?chamber=inactive' });
    expect(inactive.json<LegislatorList>().map((l) => l.short_full_name)).toEqual(['Rep. Eve Former']);
    await t.database.db
      .deleteFrom('legislators')
      .where('external_id', 'like', 'fixture:executive:%')
      .execute();
  });

  it('never hands out a stored link that is not a web link (issue 17)', async () => {
    const id = t.fixtures.idOf('Cal Adams');
    await t.database.db
      .updateTable('legislators')
      .set({ photo_url: 'javascript:alert(1)', profile_url: 'data:text/html,<script>1</script>' })
      .where('id', '=', id)
      .execute();
    try {
      const res = await t.app.inject({ method: 'GET', url: `/api/legislator/${id}` });
      expect(res.json()).toMatchObject({
        image_or_placeholder: '/img/legislator-placeholder.svg',
        has_photo: false,
        profile_url: null,
        source_url: null,
      });
    } finally {
      await t.database.db
        .updateTable('legislators')
        .set({ photo_url: null, profile_url: null })
        .where('id', '=', id)
        .execute();
    }
  });

  it('rejects an unknown chamber with a 400 that names the field and the allowed values', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legislator?chamber=lords' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'querystring.chamber must be one of: house, senate, inactive, executive',
    });
  });

  it('answers with an ETag and a 304 when the list has not changed', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/legislator?chamber=senate' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/legislator?chamber=senate',
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });
});

describe('GET /api/legislator/:id', () => {
  it('returns contact details and committee roles with prefixes stripped', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/legislator/${t.fixtures.idOf('Ada Baker')}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<LegislatorDetail>();
    expect(body.committees).toEqual([
      expect.objectContaining({
        committee_name: 'Joint Committee on Education',
        short_name: 'Education',
        role: 'chair',
      }),
    ]);
  });

  it('gives 404 JSON for an unknown id and 400 for a non-numeric one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/legislator/99999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/legislator/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('params.id');
  });
});

describe('GET /api/legislator/:id with bills and votes', () => {
  let rollCallId: (chamber: 'house' | 'senate', number: number) => number;
  beforeAll(async () => {
    ({ rollCallId } = await insertMeetingFixtures(t.database.db, t.fixtures));
  });

  it('lists the bills the legislator sponsored, with how many there are', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/legislator/${t.fixtures.idOf('Ada Baker')}` });
    const body = res.json<LegislatorDetail>();
    expect(body.sponsored_bill_count).toBe(1);
    expect(body.sponsored_bills).toEqual([
      {
        id: t.fixtures.billId('H 100'),
        url: `/app/bill/${t.fixtures.billId('H 100')}`,
        bill_type_number: 'H 100',
        short_bill_name: 'School libraries',
        status: 'Reported favorably',
        session_name: '2025-2026',
        last_action_date: '2025-06-01',
      },
    ]);
  });

  it('lists the latest positions newest first, each with its roll call and bill', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/legislator/${t.fixtures.idOf('Ada Baker')}` });
    const { recent_votes } = res.json<LegislatorDetail>();
    expect(recent_votes.map((v) => [v.position, v.roll_call.roll_call_number, v.roll_call.bill])).toEqual([
      ['yes', 2, null],
      ['yes', 1, expect.objectContaining({ bill_type_number: 'H 100' })],
    ]);
    expect(recent_votes[1]!.roll_call.url).toBe(`/app/votes/${rollCallId('house', 1)}`);
  });

  it('gives empty lists to a legislator with no bills or votes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/legislator/${t.fixtures.idOf('Eve Former')}`,
    });
    expect(res.json<LegislatorDetail>()).toMatchObject({ sponsored_bills: [], sponsored_bill_count: 0 });
  });
});
