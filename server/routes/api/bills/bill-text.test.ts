import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AmendmentList, BillTextSection } from '../../../schemas/bill-text.js';
import { createBillsTestApp } from '../../../testing/bills-fixtures.js';
import type { TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let bills: Awaited<ReturnType<typeof createBillsTestApp>>['bills'];
beforeAll(async () => {
  ({ t, bills } = await createBillsTestApp());
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/text/:id', () => {
  it('gives a whole section with its bill, version and neighbours', async () => {
    const [first, second, third] = bills.sectionIds;
    const res = await get(`/api/text/${second}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const section = res.json<BillTextSection>();
    expect(section).toMatchObject({
      bill_text__id: second,
      heading: 'SECTION 2.',
      position: 2,
      version: 'As filed',
      previous_id: first,
      next_id: third,
      bill: { bill_type_number: 'H 100', url: `/app/bill/${bills.billId('H 100')}` },
    });
    expect(section.text).toMatch(/staffed\. End\.$/);
    expect((await get(`/api/text/${first}`)).json()).toMatchObject({ previous_id: null, next_id: second });
    expect((await get(`/api/text/${third}`)).json()).toMatchObject({ next_id: null });
  });

  it('gives 404 for an unknown section and 400 for a bad id', async () => {
    const missing = await get('/api/text/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No bill text section with id 999999');
    expect((await get('/api/text/x1')).statusCode).toBe(400);
  });
});

describe('GET /api/amendments', () => {
  const billId = () => bills.billId('H 100');

  it("lists a bill's amendments in number order with the spec §3 fields", async () => {
    const res = await get(`/api/amendments?id=${billId()}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<AmendmentList>();
    expect(body.bill.bill_type_number).toBe('H 100');
    expect(body.amendments.map((a) => a.amendment_number)).toEqual(['2', '10']);
    expect(body.amendments[1]).toEqual({
      id: expect.any(Number),
      bill_id: billId(),
      amendment_number: '10',
      url: `/app/amendments/?id=${billId()}&amendment_number=10`,
      title: 'Effective date',
      amendment_text: 'By striking out "upon its passage".',
      legislator: {
        id: t.fixtures.idOf('Ada Baker'),
        short_full_name: 'Rep. Ada Baker',
        url: `/app/legislators/${t.fixtures.idOf('Ada Baker')}`,
      },
      amending: 'H 100',
      status: 'Adopted',
      filed_date: '2025-09-29',
      pdf_file_name: null,
    });
    expect(body.amendments[0]!.legislator).toBeNull();
  });

  it('gives one amendment when amendment_number is set', async () => {
    const body = (await get(`/api/amendments?id=${billId()}&amendment_number=2`)).json<AmendmentList>();
    expect(body.amendments.map((a) => a.title)).toEqual(['Local control']);
  });

  it('gives an empty list for a bill without amendments', async () => {
    const body = (await get(`/api/amendments?id=${bills.billId('S 7')}`)).json<AmendmentList>();
    expect(body.amendments).toEqual([]);
  });

  it('gives 404 for an unknown bill or amendment number', async () => {
    expect((await get('/api/amendments?id=999999')).json()).toMatchObject({
      statusCode: 404,
      message: 'No bill with id 999999',
    });
    const missing = await get(`/api/amendments?id=${billId()}&amendment_number=77`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('H 100 has no amendment numbered 77');
  });

  it('rejects a missing id or a malformed amendment number naming the field', async () => {
    const noId = await get('/api/amendments');
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toBe('querystring.id is required');
    const bad = await get(`/api/amendments?id=${billId()}&amendment_number=%3Cscript%3E`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('querystring.amendment_number');
  });
});
