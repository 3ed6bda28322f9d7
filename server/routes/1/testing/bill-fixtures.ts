import type { SearchRecord } from '../../../search/types.js';
import type { SearchTestApp } from './search-test-app.js';

export const billSettings = {
  searchableAttributes: ['title', 'sponsor'],
  attributesForFaceting: ['chamber', 'searchable(sponsor)', 'year'],
  customRanking: ['desc(votes)'],
};

export const bills: SearchRecord[] = [
  {
    objectID: 'H1',
    title: 'An Act relative to school libraries',
    chamber: 'house',
    sponsor: 'Jane Smith',
    year: 2025,
    votes: 10,
  },
  {
    objectID: 'S2',
    title: 'An Act relative to ferry service',
    chamber: 'senate',
    sponsor: 'Sam Smithers',
    year: 2024,
    votes: 50,
  },
  {
    objectID: 'H3',
    title: 'An Act concerning school transportation',
    chamber: 'house',
    sponsor: 'Ana Lopez',
    year: 2025,
    votes: 30,
  },
  {
    objectID: 'H4',
    title: 'An Act for public libraries funding',
    chamber: 'house',
    sponsor: 'Jane Smith',
    year: 2023,
    votes: 5,
  },
  {
    objectID: 'S5',
    title: 'An Act relative to school nurses',
    chamber: 'senate',
    sponsor: 'Bo Chen',
    year: 2025,
    votes: 20,
  },
];

/** Sets the bills index up through the v5 client and waits until it is searchable. */
export async function seedBills(t: SearchTestApp) {
  const client = t.v5();
  await client.setSettings({ indexName: 'bills', indexSettings: billSettings });
  await client.saveObjects({ indexName: 'bills', objects: bills, waitForTasks: true });
}
