// Every index's settings and records, computed from the database. The indexer diffs these against what
// it pushed last time; the benchmark loads them directly.
import type { Db } from '../../db/database.js';
import type { IndexSettings, SearchRecord } from '../types.js';
import { INDEX_SETTINGS, SEARCH_INDEXES, type SearchIndexName } from './index-definitions.js';
import { billRecords, billTextRecords, loadBillFacts } from './records/bill-records.js';
import {
  amendmentRecords,
  newsRecords,
  pressReleaseRecords,
  transcriptRecords,
} from './records/media-records.js';
import { committeeRecords, legislatorRecords } from './records/people-records.js';
import { siteRecords } from './records/site-records.js';
import type { StateCodes } from './records/text-utils.js';

export type IndexContent = Map<SearchIndexName, { settings: IndexSettings; records: SearchRecord[] }>;

const BILL_TABLES = [
  'bills',
  'legislative_sessions',
  'legislators',
  'bill_categories',
  'categories',
  'bill_citations',
  'bill_summaries',
  'bill_actions',
];

// The site index is made of the bills, news, press release, legislator and committee records.
const SITE_PARTS = ['bills', 'news', 'press_releases', 'legislators', 'committees'] as const;

/** The tables the records of each index but `site` are read from. */
const OWN_SOURCES: Record<Exclude<SearchIndexName, 'site'>, readonly string[]> = {
  bills: BILL_TABLES,
  bill_text: [...BILL_TABLES, 'bill_texts', 'bill_text_sections'],
  bill_amendments: [...BILL_TABLES, 'amendments'],
  news: ['news_items', 'news_sources', 'news_categories', 'news_item_bills'],
  press_releases: ['press_releases', 'legislative_sessions', 'legislators'],
  transcripts: ['transcripts', 'meetings', 'legislative_sessions'],
  legislators: ['legislators'],
  committees: ['committees'],
};

/**
 * The tables each index's records are read from. A write to one of them makes the index stale: the
 * triggers of migration 006 count writes per table, and a test checks that every table here has them.
 */
export const INDEX_SOURCES: Record<SearchIndexName, readonly string[]> = {
  ...OWN_SOURCES,
  site: [...new Set(SITE_PARTS.flatMap((part) => OWN_SOURCES[part]))],
};

/** The indexes whose records read any of `tables`. */
export function indexesReading(tables: Iterable<string>): Set<SearchIndexName> {
  const changed = new Set(tables);
  return new Set(SEARCH_INDEXES.filter((name) => INDEX_SOURCES[name].some((table) => changed.has(table))));
}

/**
 * Every record carries its state's postal code (`state`), a filter-only facet of every index: the search
 * key a reader gets is restricted to their state's records (routes/api/search-config).
 */
async function stateCodes(db: Db): Promise<StateCodes> {
  const rows = await db.selectFrom('jurisdictions').select(['id', 'code']).execute();
  return new Map(rows.map((row) => [row.id, row.code]));
}

/** The settings and records of the `wanted` indexes (all of them by default). */
export async function buildRecords(
  db: Db,
  wanted: ReadonlySet<SearchIndexName> = new Set(SEARCH_INDEXES),
): Promise<IndexContent> {
  const needs = (name: SearchIndexName) =>
    wanted.has(name) || (wanted.has('site') && (SITE_PARTS as readonly string[]).includes(name));
  const none = async (): Promise<SearchRecord[]> => [];
  const needsFacts = needs('bills') || needs('bill_text') || needs('bill_amendments');
  const states = await stateCodes(db);
  const loadedBills = needsFacts ? await loadBillFacts(db, states) : [];
  const facts = new Map(loadedBills.map((b) => [b.facts.bill_id, b.facts]));
  const [text, amendments, news, press_releases, transcripts, legislators, committees] = await Promise.all([
    needs('bill_text') ? billTextRecords(db, facts) : none(),
    needs('bill_amendments') ? amendmentRecords(db, facts) : none(),
    needs('news') ? newsRecords(db, states) : none(),
    needs('press_releases') ? pressReleaseRecords(db, states) : none(),
    needs('transcripts') ? transcriptRecords(db, states) : none(),
    needs('legislators') ? legislatorRecords(db, states) : none(),
    needs('committees') ? committeeRecords(db, states) : none(),
  ]);
  const bills = billRecords(loadedBills);
  const records: Record<SearchIndexName, SearchRecord[]> = {
    bills,
    bill_text: text,
    bill_amendments: amendments,
    news,
    press_releases,
    transcripts,
    legislators,
    committees,
    site: needs('site') ? siteRecords({ bills, news, press: press_releases, legislators, committees }) : [],
  };
  return new Map(
    SEARCH_INDEXES.filter((name) => wanted.has(name)).map((name) => [
      name,
      { settings: INDEX_SETTINGS[name], records: records[name] },
    ]),
  );
}
