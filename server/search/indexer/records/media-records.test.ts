// The fields the search pages added (issue 6): chamber on press releases and transcripts, a transcript's
// session, and the Missouri amendment layout's field names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtures } from '../../../testing/fixtures.js';
import { insertSearchFixtures } from '../../../testing/search-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.js';
import { loadBillFacts } from './bill-records.js';
import { amendmentRecords, pressReleaseRecords, transcriptRecords } from './media-records.js';

let database: TestDatabase;
let states: Map<number, string>;
beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  const fixtures = await insertFixtures(database.db);
  await insertSearchFixtures(database.db, fixtures);
  states = new Map([[fixtures.jurisdictionId, 'ma']]);
});
afterAll(() => database.dispose());

describe('media records for the search pages', () => {
  it("gives a press release its legislator's chamber", async () => {
    const [press] = await pressReleaseRecords(database.db, states);
    expect(press).toMatchObject({
      chamber: 'house',
      session_name: '2023-2024',
      url: expect.stringMatching(/^\/app\/press\/\d+$/),
    });
  });

  it('files a transcript under the session holding its date; no meeting, no chamber', async () => {
    const [transcript] = await transcriptRecords(database.db, states);
    expect(transcript).toMatchObject({ session_name: '2023-2024', event_date: '2024-03-01' });
    expect(transcript).not.toHaveProperty('chamber');
  });

  it('names an amendment for both layouts', async () => {
    const facts = new Map((await loadBillFacts(database.db, states)).map((b) => [b.facts.bill_id, b.facts]));
    const [amendment] = await amendmentRecords(database.db, facts);
    expect(amendment).toMatchObject({
      algolia_title: 'Library hours amendment',
      title: 'Library hours amendment',
      legislator: 'Rep. Cal Adams',
      amendment_sponsor: 'Rep. Cal Adams',
      amendment_status: 'Adopted',
      bill_type_number: 'H 95',
      session_name: '2023-2024',
      pdf_file_name: 'H100-1.pdf',
    });
  });
});
