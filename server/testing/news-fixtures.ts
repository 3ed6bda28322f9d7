import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { NewsItemTable } from '../db/types.js';
import type { insertFixtures } from './fixtures.js';
import { inState } from './in-state.js';

type BaseFixtures = Awaited<ReturnType<typeof insertFixtures>>;

/** Enough Housing items (Senate) to fill one page of 20 and start a second. */
export const HOUSING_ITEM_COUNT = 22;

/**
 * News and press on top of `insertFixtures`: items about the House, the Senate and the whole legislature,
 * one with hostile markup in every text field, one uncategorised; three press releases; a reader who follows
 * Education and a newcomer who follows nothing.
 */
export async function insertNewsFixtures(db: Db, base: BaseFixtures) {
  const sources = await db
    .insertInto('news_sources')
    .values([
      { name: 'State House Wire', url: 'https://example.org/wire' },
      { name: 'Bay State Courier', url: null },
    ])
    .returning(['id', 'name'])
    .execute();
  const sourceId = (name: string) => sources.find((s) => s.name === name)!.id;
  const categories = await db
    .insertInto('news_categories')
    .values(
      ['Education', 'Transportation', 'Budget and Taxes', 'Housing', 'Technology'].map((name) => ({ name })),
    )
    .returning(['id', 'name'])
    .execute();
  const categoryId = (name: string) => categories.find((c) => c.name === name)!.id;

  const item = (
    n: number,
    values: Partial<Insertable<NewsItemTable>>,
  ): Omit<Insertable<NewsItemTable>, 'jurisdiction_id'> => ({
    external_id: `fixture:news:${n}`,
    source_id: sourceId('State House Wire'),
    category_id: categoryId('Education'),
    chamber: 'house',
    headline: `Headline ${n}`,
    intro: `Intro ${n}.`,
    full_text: `Intro ${n}.\n\nBody ${n}.`,
    external_url: `https://example.org/news/${n}`,
    display_date: '2026-03-01',
    ...values,
  });
  const items = await db
    .insertInto('news_items')
    .values(
      inState(base.jurisdictionId)([
        item(1, { headline: 'House passes school library bill', display_date: '2026-03-10' }),
        item(2, {
          chamber: 'senate',
          category_id: categoryId('Transportation'),
          source_id: sourceId('Bay State Courier'),
          headline: 'Senate approves ferry authority',
          display_date: '2026-03-12',
        }),
        item(3, {
          chamber: null,
          category_id: categoryId('Budget and Taxes'),
          headline: 'Lawmakers weigh budget priorities',
          intro: null,
          full_text: 'Leaders expect a busy spring.\n\nHundreds of bills remain.',
          display_date: '2026-03-12',
        }),
        item(4, {
          headline: '<script>alert("x")</script> & "quotes"',
          intro: '<img src=x onerror=alert(1)> first\n\nsecond <b>bold</b>',
          external_url: 'javascript:alert(1)',
          display_date: '2026-03-08',
        }),
        item(5, { category_id: null, headline: 'Uncategorised House story', display_date: '2026-03-11' }),
        ...Array.from({ length: HOUSING_ITEM_COUNT }, (_, i) =>
          item(100 + i, {
            chamber: 'senate',
            category_id: categoryId('Housing'),
            headline: `Housing story ${i + 1}`,
            display_date: `2025-12-${String(i + 1).padStart(2, '0')}`,
          }),
        ),
      ]),
    )
    .returning(['id', 'external_id'])
    .execute();
  const newsId = (n: number) => items.find((i) => i.external_id === `fixture:news:${n}`)!.id;
  await db
    .insertInto('news_item_bills')
    .values([
      { news_item_id: newsId(1), bill_id: base.billId('H 100') },
      { news_item_id: newsId(2), bill_id: base.billId('S 7') },
      { news_item_id: newsId(2), bill_id: base.billId('H 100') },
    ])
    .execute();

  const [session] = await db.selectFrom('legislative_sessions').select('id').execute();
  const press = await db
    .insertInto('press_releases')
    .values(
      inState(base.jurisdictionId)([
        {
          external_id: 'fixture:press:1',
          session_id: session!.id,
          legislator_id: base.idOf('Ada Baker'),
          title: 'Rep. Baker Files Legislation on School Libraries',
          author: 'Rep. Ada Baker',
          category: 'Legislation',
          content: 'BOSTON – Rep. Ada Baker filed H 100.\n\n"Libraries matter," said Rep. Baker.',
          display_date: '2026-03-09',
        },
        {
          external_id: 'fixture:press:2',
          session_id: session!.id,
          legislator_id: base.idOf('Dee Senn'),
          title: 'Sen. Senn Announces $50,000 in State Grants',
          author: 'Sen. Dee Senn',
          category: 'District News',
          content: 'BOSTON – Sen. Dee Senn announced grants.',
          display_date: '2026-03-11',
        },
        {
          external_id: 'fixture:press:3',
          session_id: null,
          legislator_id: null,
          title: 'Joint statement <on> the budget',
          author: null,
          category: null,
          content: 'A statement.',
          display_date: '2026-03-11',
        },
      ]),
    )
    .returning(['id', 'external_id'])
    .execute();
  const pressId = (n: number) => press.find((p) => p.external_id === `fixture:press:${n}`)!.id;
  await db
    .insertInto('press_release_bills')
    .values({ press_release_id: pressId(1), bill_id: base.billId('H 100') })
    .execute();

  const users = await db
    .insertInto('users')
    .values([
      { email: 'reader@example.org', display_name: 'Reader', password_hash: 'fixture' },
      { email: 'newcomer@example.org', display_name: 'Newcomer', password_hash: 'fixture' },
    ])
    .returning(['id', 'email'])
    .execute();
  const userId = (email: string) => users.find((u) => u.email === email)!.id;
  await db
    .insertInto('user_news_categories')
    .values({ user_id: userId('reader@example.org'), category_id: categoryId('Education') })
    .execute();

  return { newsId, pressId, categoryId, userId };
}
