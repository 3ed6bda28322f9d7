// The bill pages' queries (lists, journal, laws, text) must answer the same on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBillsFixtures } from '../../testing/bills-fixtures.js';
import { insertFixtures } from '../../testing/fixtures.js';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../testing/test-database.js';
import { createRepositories, type Repositories } from './index.js';

const hasPostgres = await postgresAvailable();

describe.each([
  { kind: 'sqlite' as const, skip: false },
  { kind: 'postgres' as const, skip: !hasPostgres },
])('bill page repositories on $kind', ({ kind, skip }) => {
  let database: TestDatabase;
  let repos: Repositories;
  let bills: Awaited<ReturnType<typeof insertBillsFixtures>>;

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(kind);
    bills = await insertBillsFixtures(database.db, await insertFixtures(database.db));
    repos = createRepositories(database.db);
  });
  afterAll(async () => {
    if (!skip) await database.dispose();
  });

  const numbers = (rows: { bill_type_number: string }[]) => rows.map((row) => row.bill_type_number);

  it.skipIf(skip)('lists newest bills, recent laws, and upserts viewed bills per user', async () => {
    expect(numbers(await repos.bills.newest(2))).toEqual(['SD 2501', 'H 250']);
    expect(numbers(await repos.bills.recentLaws(5))).toEqual(['H 250', 'S 7', 'H 9']);
    const reader = bills.userId('reader@example.org');
    await repos.bills.recordView(reader, bills.billId('H 100'), '2026-03-01T10:00:00.000Z');
    await repos.bills.recordView(reader, bills.billId('S 7'), '2026-03-02T10:00:00.000Z');
    await repos.bills.recordView(reader, bills.billId('H 100'), '2026-03-03T10:00:00.000Z');
    const viewed = await repos.bills.viewedBy(reader, 20);
    expect(viewed.map((row) => [row.bill_type_number, row.viewed_at])).toEqual([
      ['H 100', '2026-03-03T10:00:00.000Z'],
      ['S 7', '2026-03-02T10:00:00.000Z'],
    ]);
    expect(await repos.bills.viewedBy(bills.userId('other@example.org'), 20)).toEqual([]);
  });

  it.skipIf(skip)('reads votes, categories, text sections and amendments of a bill', async () => {
    const billId = bills.billId('H 100');
    expect((await repos.bills.votesOf(billId)).map((v) => v.roll_call_number)).toEqual([42]);
    expect((await repos.bills.categoriesOf(billId)).map((c) => c.name)).toEqual([
      'Education',
      'Transportation',
    ]);
    const text = await repos.billText.latestSectionsOf(billId, 2);
    expect(text.version).toBe('As filed');
    expect(text.sections.map((s) => s.id)).toEqual(bills.sectionIds.slice(0, 2));
    const section = await repos.billText.sectionById(bills.sectionIds[1]!);
    expect(section).toMatchObject({
      bill_id: billId,
      previous_id: bills.sectionIds[0],
      next_id: bills.sectionIds[2],
    });
    expect((await repos.billText.amendmentsOf(billId)).map((a) => a.amendment_number)).toEqual(['2', '10']);
    expect(await repos.billText.amendmentsOf(billId, '77')).toEqual([]);
  });

  it.skipIf(skip)('builds the journal: counts, bills by number and their actions that day', async () => {
    expect(await repos.journal.latestActionDate()).toBe('2026-02-10');
    const house = await repos.journal.actedOnBills('2025-09-30', 'house', 10);
    expect(house).toEqual({ count: 1, billIds: [bills.billId('H 100')] });
    expect(await repos.journal.actedOnBills('2025-09-30', 'senate', 10)).toEqual({
      count: 1,
      billIds: [bills.billId('S 7')],
    });
    expect(await repos.journal.filedBills('2025-09-30', 'senate', 10)).toEqual({
      count: 1,
      billIds: [bills.billId('SD 2501')],
    });
    const { bills: rows, actions } = await repos.journal.billsWithActions('2025-09-30', house.billIds);
    expect(numbers(rows)).toEqual(['H 100']);
    expect(actions.map((a) => a.action_text)).toEqual(['Read second', 'Ordered to a third reading']);
  });

  it.skipIf(skip)('counts laws per session and finds a chapter with its signing date', async () => {
    expect(await repos.laws.sessions()).toEqual([
      { name: '2025-2026', is_current: 1, law_count: 2, laws_known: true },
      { name: '2023-2024', is_current: 0, law_count: 1, laws_known: true },
    ]);
    expect(numbers(await repos.laws.lawsOf('2023-2024'))).toEqual(['H 9']);
    const law = await repos.laws.findLaw('2025-2026', 'Chapter 12 of the Acts of 2025');
    expect(law?.bill_type_number).toBe('S 7');
    expect(await repos.laws.signedDate(law!.id)).toBe('2025-09-30');
  });
});
