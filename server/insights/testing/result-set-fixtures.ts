import type { OverviewPassage, PageBill, ResultSet } from '../result-set.js';

let nextSection = 1;

/** A bill of a result set with the passage texts given (excerpts are their first words). */
export function pageBill(id: number, fields: Partial<PageBill> & { texts?: string[] } = {}): PageBill {
  const { texts = [], ...rest } = fields;
  const passages: OverviewPassage[] = texts.map((text) => ({
    billTextId: nextSection++,
    heading: 'SECTION 1.',
    text,
    excerpt: text,
  }));
  return {
    id,
    billNumber: `H ${id}`,
    title: `Bill ${id}`,
    chamber: 'house',
    categories: [],
    passages,
    matchedPassages: passages.length,
    ...rest,
  };
}

/** A result set whose page holds every bill. */
export function resultSet(query: string, bills: PageBill[]): ResultSet {
  return { query, nbHits: bills.length, bills, page: 0, perPage: 25, pageBills: bills, themes: [] };
}
