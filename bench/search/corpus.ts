// The benchmark corpora: the `bills` and `bill_text` indexes exactly as the indexer builds them from the
// demo database, with `bill_text` stretched to a minimum number of chunks when asked.
import { migrateToLatest, openDatabase } from '../../server/db/database.js';
import { seedDemoData } from '../../server/db/seed/index.js';
import { buildRecords } from '../../server/search/indexer/build-records.js';
import type { IndexSettings, SearchRecord } from '../../server/search/types.js';

export interface SearchableField {
  attribute: string;
  /** Peers have no attribute ranking criterion, so attribute order becomes a boost: first = highest. */
  boost: number;
}

export interface BenchCorpus {
  index: 'bills' | 'bill_text';
  settings: IndexSettings;
  records: SearchRecord[];
  searchable: SearchableField[];
  /** How many records were derived (see `stretchChunks`) rather than read from the database. */
  derived: number;
}

/** The facets every faceted query asks for, and the numeric attribute the year filters use. */
export const FACETS = ['chamber', 'progress', 'categories'] as const;
export type FacetName = (typeof FACETS)[number];
export const NUMERIC_ATTRIBUTE = 'last_action_timestamp';

/** Fields of a `bill_text` record that belong to the section rather than to its bill (bill-records.ts). */
const SECTION_FIELDS = ['objectID', 'bill_text__id', 'version', 'position', 'heading', 'fields_score_tags'];

export async function loadCorpora(
  scale: number,
  minChunks: number,
  progress: (step: string) => void,
): Promise<BenchCorpus[]> {
  const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
  try {
    await migrateToLatest(db);
    progress(`seeding the demo database at scale ${scale}`);
    await seedDemoData(db, { scale });
    progress('building index records');
    const content = await buildRecords(db);
    return (['bills', 'bill_text'] as const).map((index) => {
      const built = content.get(index);
      if (!built) throw new Error(`buildRecords returned no '${index}' index`);
      const records = index === 'bill_text' ? stretchChunks(built.records, minChunks) : built.records;
      return {
        index,
        settings: built.settings,
        records,
        searchable: searchableFields(built.settings),
        derived: records.length - built.records.length,
      };
    });
  } finally {
    await db.destroy();
  }
}

/** 'unordered(description)' → description; 'title,short_title' share a rank, so they share a boost. */
export function searchableFields(settings: IndexSettings): SearchableField[] {
  const ranks = (settings.searchableAttributes ?? []).map((entry) =>
    entry.split(',').map((part) => part.trim().replace(/^unordered\((.*)\)$/, '$1')),
  );
  return ranks.flatMap((attributes, rank) =>
    attributes.map((attribute) => ({ attribute, boost: ranks.length - rank })),
  );
}

/**
 * At least `minChunks` sections: copy k of section i keeps the section's own fields, takes its bill facts
 * from another section (so facet distributions stay realistic) and rotates its sentences by k (so the
 * copies are not identical documents). Deterministic: the same input gives the same corpus.
 */
export function stretchChunks(sections: SearchRecord[], minChunks: number): SearchRecord[] {
  const out = [...sections];
  const stride = 7919; // a prime, so donors spread over the whole corpus rather than neighbouring sections
  for (let copy = 1; out.length < minChunks && sections.length > 0; copy++) {
    for (let i = 0; i < sections.length && out.length < minChunks; i++) {
      const section = sections[i]!;
      const donor = sections[(i + copy * stride) % sections.length]!;
      const derived: SearchRecord = { ...donor, objectID: `${section.objectID}~${copy}` };
      for (const field of SECTION_FIELDS.slice(1)) {
        if (section[field] === undefined) delete derived[field];
        else derived[field] = section[field];
      }
      derived.text = rotateSentences(String(section.text ?? ''), copy);
      out.push(derived);
    }
  }
  return out;
}

function rotateSentences(text: string, by: number): string {
  const sentences = text.split(/(?<=[.;:])\s+/);
  const shift = by % sentences.length;
  return [...sentences.slice(shift), ...sentences.slice(0, shift)].join(' ');
}
