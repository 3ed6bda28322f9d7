// Every index's settings and records, computed from the database. The indexer diffs these against what
// it pushed last time; the benchmark loads them directly.
import type { Db } from '../../db/database.js';
import type { IndexSettings, SearchRecord } from '../types.js';
import { INDEX_SETTINGS, type SearchIndexName } from './index-definitions.js';
import { billRecords, billTextRecords, loadBillFacts } from './records/bill-records.js';
import {
  amendmentRecords,
  newsRecords,
  pressReleaseRecords,
  transcriptRecords,
} from './records/media-records.js';
import { committeeRecords, legislatorRecords } from './records/people-records.js';
import { siteRecords } from './records/site-records.js';

export type IndexContent = Map<SearchIndexName, { settings: IndexSettings; records: SearchRecord[] }>;

export async function buildAllRecords(db: Db): Promise<IndexContent> {
  const loadedBills = await loadBillFacts(db);
  const facts = new Map(loadedBills.map((b) => [b.facts.bill_id, b.facts]));
  const [text, amendments, news, press, transcripts, legislators, committees] = await Promise.all([
    billTextRecords(db, facts),
    amendmentRecords(db, facts),
    newsRecords(db),
    pressReleaseRecords(db),
    transcriptRecords(db),
    legislatorRecords(db),
    committeeRecords(db),
  ]);
  const bills = billRecords(loadedBills);
  const records: Record<SearchIndexName, SearchRecord[]> = {
    bills,
    bill_text: text,
    bill_amendments: amendments,
    news,
    press_releases: press,
    transcripts,
    legislators,
    committees,
    site: siteRecords({ bills, news, press, legislators, committees }),
  };
  return new Map(
    (Object.keys(records) as SearchIndexName[]).map((name) => [
      name,
      { settings: INDEX_SETTINGS[name], records: records[name] },
    ]),
  );
}
