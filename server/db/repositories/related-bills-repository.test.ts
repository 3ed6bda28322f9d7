// The P.P.T. query (a lower/trim comparison) must answer the same on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtures } from '../../testing/fixtures.js';
import { insertSearchFixtures } from '../../testing/search-fixtures.js';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../testing/test-database.js';
import { relatedBillsRepository } from './related-bills-repository.js';

const hasPostgres = await postgresAvailable();

describe.each([
  { kind: 'sqlite' as const, skip: false },
  { kind: 'postgres' as const, skip: !hasPostgres },
])('related bills on $kind', ({ kind, skip }) => {
  let database: TestDatabase;
  let base: Awaited<ReturnType<typeof insertFixtures>>;
  let related: ReturnType<typeof relatedBillsRepository>;

  beforeAll(async () => {
    if (skip) return;
    database = await createTestDatabase(kind);
    base = await insertFixtures(database.db);
    await insertSearchFixtures(database.db, base);
    related = relatedBillsRepository(database.db);
  });
  afterAll(async () => {
    if (!skip) await database.dispose();
  });

  it.skipIf(skip)('finds bills with the same title whatever the case and outer spaces', async () => {
    const found = await related.sameTitleAs(base.billId('H 100'));
    expect(found?.sessionStartDate).toBe('2025-01-01');
    expect(
      found?.related.map((b) => [b.bill_type_number, b.session_name, b.sponsor_short_full_name]),
    ).toEqual([
      ['S 40', '2025-2026', 'Sen. Dee Senn'],
      ['H 95', '2023-2024', 'Rep. Eve Former'],
    ]);
  });

  it.skipIf(skip)('is empty for a unique title and undefined for an unknown bill', async () => {
    expect((await related.sameTitleAs(base.billId('S 7')))?.related).toEqual([]);
    expect(await related.sameTitleAs(999_999)).toBeUndefined();
  });
});
