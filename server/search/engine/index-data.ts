// The searchable form of one index: its records, an inverted index (term → documents and their
// positions), facet value postings and per-document facet value ids. Writes append: a changed record gets a
// new document number and its old one is marked dead; the structure is rebuilt when dead documents
// outnumber live ones or when settings that shape it change. Document numbers only grow, so every posting
// list stays sorted.
import { foldText } from '../text/fold.js';
import { tokenize } from '../text/tokenize.js';
import type { SearchRecord } from '../types.js';
import {
  facetString,
  parseFacetAttributes,
  parseSearchableAttributes,
  valuesAt,
  type FacetAttribute,
  type SearchableAttribute,
} from './attribute-paths.js';
import { FacetPostings, type SavedFacetPostings } from './facet-postings.js';
import { FacetValueIds, type SavedFacetValueIds } from './facet-value-ids.js';
import { fromRecordColumns, recordColumnsInSteps, type RecordColumns } from './record-columns.js';
import { SharedValues } from './shared-values.js';
import { TermDictionary, type SavedTermDictionary } from './term-dictionary.js';
import { TermPostings, type SavedTermPostings } from './term-postings.js';
import { runSteps, type Steps } from './work-steps.js';

/** Positions past this are clamped: beyond it a match is "late in the attribute" all the same. */
const MAX_POSITION = 0xffff;
/** The highest attribute slot an occurrence can hold (its top bit marks a document's last occurrence). */
const MAX_SLOT = 0x7fff;
/** Gap between the elements of an array attribute, so words of two elements are never "adjacent". */
const ARRAY_ELEMENT_GAP = 8;

/**
 * The built structure as a snapshot stores it (formats 3 and 4), so a restart loads it rather than
 * tokenising every record again. Records keep their document numbers: by attribute (format 4,
 * record-columns.ts), or as a list with null for a removed one (format 3).
 */
export interface SavedIndexData {
  records: RecordColumns | (SearchRecord | null)[];
  /** Searchable attributes found in records (no `searchableAttributes` setting), in slot order. */
  discoveredSearchable: string[];
  dictionary: SavedTermDictionary;
  postings: SavedTermPostings;
  facetPostings: [attribute: string, postings: SavedFacetPostings][];
  facetValueIds: [attribute: string, ids: SavedFacetValueIds][];
}

export class IndexData {
  dict = new TermDictionary();
  postings = new TermPostings();
  /** By document number; undefined once removed (or replaced: an update is a new document). */
  readonly records: (SearchRecord | undefined)[] = [];
  readonly byObjectID = new Map<string, number>();
  /** attribute → documents by folded value. */
  readonly facetPostings = new Map<string, FacetPostings>();
  /** attribute → its distinct values (original case) and, per document, the ids of its values. */
  readonly facetValueIds = new Map<string, FacetValueIds>();
  readonly searchable: SearchableAttribute[];
  readonly explicitSearchable: boolean;
  readonly facetAttributes: FacetAttribute[];
  private readonly slotOf = new Map<string, number>();
  /** Equal short values of the records, held once (shared-values.ts). */
  private readonly sharedValues = new SharedValues();
  /** Whether documents were added since the last `trim` (so its lists may have spare room). */
  private grown = false;
  liveCount = 0;

  constructor(searchableSetting: string[] | undefined, facetSetting: string[] | undefined) {
    const parsed = parseSearchableAttributes(searchableSetting);
    this.explicitSearchable = parsed !== undefined;
    this.searchable = parsed ?? [];
    this.searchable.forEach((attr, slot) => this.slotOf.set(attr.path, slot));
    this.facetAttributes = parseFacetAttributes(facetSetting);
    // _tags is always filterable (tagFilters, `_tags:x` in filters).
    if (!this.facetAttributes.some((f) => f.path === '_tags')) {
      this.facetAttributes.push({ path: '_tags', searchable: false, filterOnly: true });
    }
  }

  /** The structure saved by `saved()`, under the settings it was built with. */
  static restore(
    saved: SavedIndexData,
    searchableSetting: string[] | undefined,
    facetSetting: string[] | undefined,
  ): IndexData {
    const data = new IndexData(searchableSetting, facetSetting);
    if (!data.explicitSearchable) for (const path of saved.discoveredSearchable) data.slotFor(path);
    data.dict = TermDictionary.restore(saved.dictionary);
    data.postings = TermPostings.restore(saved.postings);
    if (data.postings.docs.listCount > data.dict.size)
      throw new Error('Search snapshot is inconsistent: postings of terms it does not hold');
    for (const [path, postings] of saved.facetPostings)
      data.facetPostings.set(path, FacetPostings.restore(postings));
    for (const [path, ids] of saved.facetValueIds) data.facetValueIds.set(path, FacetValueIds.restore(ids));
    // Records by attribute come with their equal values shared already; a list's records are shared here.
    const listed = Array.isArray(saved.records);
    const records = Array.isArray(saved.records)
      ? saved.records
      : fromRecordColumns(saved.records, data.sharedValues);
    for (let doc = 0; doc < records.length; doc++) {
      const record = records[doc] ?? undefined;
      data.records.push(record);
      if (record === undefined) continue;
      if (listed) data.sharedValues.share(record);
      data.byObjectID.set(record.objectID, doc);
      data.liveCount++;
    }
    return data;
  }

  /**
   * The structure for a snapshot. Its typed arrays may be views of the live ones: encode them before
   * the next write.
   */
  saved(): SavedIndexData {
    return runSteps(this.savedInSteps());
  }

  /** `saved()` in steps (work-steps.ts): no write may come before it ends. */
  *savedInSteps(): Steps<SavedIndexData> {
    return {
      records: yield* recordColumnsInSteps(this.records),
      discoveredSearchable: this.explicitSearchable ? [] : this.searchable.map((attribute) => attribute.path),
      dictionary: this.dict.saved(),
      postings: yield* this.postings.savedInSteps(),
      facetPostings: [...this.facetPostings].map(([path, postings]) => [path, postings.saved()]),
      facetValueIds: [...this.facetValueIds].map(([path, ids]) => [path, ids.saved()]),
    };
  }

  /** Document numbers given so far (live, removed and replaced): per-document arrays are this long. */
  get docCount(): number {
    return this.records.length;
  }

  get deadCount(): number {
    return this.records.length - this.liveCount;
  }

  isAlive(doc: number): boolean {
    return this.records[doc] !== undefined;
  }

  /** How many live documents hold `term` (a term as tokenize writes it), in any searchable attribute. */
  documentFrequency(term: string): number {
    const termId = this.dict.idOf(term);
    if (termId === undefined) return 0;
    let count = 0;
    for (const doc of this.postings.docsOf(termId)) if (this.isAlive(doc)) count++;
    return count;
  }

  upsert(record: SearchRecord): void {
    this.remove(record.objectID);
    this.sharedValues.share(record);
    const doc = this.records.length;
    for (const { path } of this.facetAttributes) {
      const values = valuesAt(record, path)
        .map(facetString)
        .filter((v): v is string => v !== undefined);
      if (values.length === 0) continue;
      let dictionary = this.facetValueIds.get(path);
      if (!dictionary) this.facetValueIds.set(path, (dictionary = new FacetValueIds()));
      dictionary.setDocValueIds(doc, [...new Set(values.map((value) => dictionary.idOf(value)))]);
      let byValue = this.facetPostings.get(path);
      if (!byValue) this.facetPostings.set(path, (byValue = new FacetPostings()));
      // Tags match case-sensitively, facet values case- and accent-insensitively (Algolia's rules).
      const keys = path === '_tags' ? values : values.map(foldText);
      for (const value of new Set(keys)) byValue.add(value, doc);
    }
    this.records.push(record);
    this.grown = true;
    this.byObjectID.set(record.objectID, doc);
    this.liveCount++;
    this.indexText(doc, record);
  }

  remove(objectID: string): boolean {
    const doc = this.byObjectID.get(objectID);
    if (doc === undefined) return false;
    this.records[doc] = undefined;
    this.byObjectID.delete(objectID);
    this.liveCount--;
    return true;
  }

  /**
   * Packs the postings. Growing lists keep spare room (up to half again what they hold); after a bulk
   * load or a rebuild that room is given back, and once writes pause (`room`) all but a sixteenth of it.
   * Lists loaded from a snapshot are tight: `room` gives them theirs (the lists skip it once they have it).
   */
  trim(room = false): void {
    if (!this.grown && !room) return;
    this.grown = false;
    this.postings.trim(room);
    for (const byValue of this.facetPostings.values()) byValue.trim(room);
    for (const dictionary of this.facetValueIds.values()) dictionary.trim();
  }

  /** The searchable attribute of an occurrence's slot (discovered attributes rank in order of discovery). */
  attributeOfSlot(slot: number): SearchableAttribute {
    return this.searchable[slot]!;
  }

  private slotFor(path: string): number {
    let slot = this.slotOf.get(path);
    if (slot === undefined) {
      slot = this.searchable.length;
      this.searchable.push({ path, rank: slot, unordered: false });
      this.slotOf.set(path, slot);
    }
    return slot;
  }

  private indexText(doc: number, record: SearchRecord): void {
    const occurrences = new Map<number, number[]>();
    const attributes = this.explicitSearchable
      ? this.searchable.map((a) => a.path)
      : Object.keys(record).filter((key) => key !== 'objectID' && !key.startsWith('_'));
    for (const path of attributes) {
      // Occurrences keep the slot in 15 bits (term-postings.ts): attributes discovered past that are not searched.
      if (!this.slotOf.has(path) && this.searchable.length > MAX_SLOT) continue;
      const slot = this.explicitSearchable ? this.slotOf.get(path)! : this.slotFor(path);
      let offset = 0;
      for (const value of valuesAt(record, path)) {
        const text =
          typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
        if (text === undefined) continue;
        let last = -1;
        for (const token of tokenize(text)) {
          const position = Math.min(offset + token.position, MAX_POSITION);
          const termId = this.dict.add(token.term);
          let list = occurrences.get(termId);
          if (!list) occurrences.set(termId, (list = []));
          list.push((slot << 16) | position);
          last = token.position;
        }
        offset += last + 1 + ARRAY_ELEMENT_GAP;
      }
    }
    for (const [termId, list] of occurrences) this.postings.add(termId, doc, list);
  }
}
