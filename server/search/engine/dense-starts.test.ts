import { describe, expect, it } from 'vitest';
import { denseStarts } from './dense-starts.js';
import { IndexData } from './index-data.js';

/** `count` records, every one holding 'section' (some twice), every fourth 'chapter'. */
function addRecords(data: IndexData, from: number, count: number): void {
  for (let i = from; i < from + count; i++)
    data.upsert({
      objectID: String(i),
      text: `law ${i % 3 ? 'section' : 'section law section'} ${i % 4 ? '' : 'chapter'}`,
    });
}

/** What `denseStarts` should hold for a term: each document's start from the postings, relative. */
function expected(data: IndexData, term: string): number[] {
  const termId = data.dict.idOf(term)!;
  const from = data.postings.occurrences.start(termId);
  return Array.from({ length: data.docCount }, (_, doc) => {
    const at = data.postings.occurrenceStart(termId, doc);
    return at < 0 ? -1 : at - from;
  });
}

describe('denseStarts', () => {
  it("gives each document's start of a term most documents hold, and none for a rarer term", () => {
    const data = new IndexData(['text'], undefined);
    addRecords(data, 0, 40);
    const section = data.dict.idOf('section')!;
    expect([...denseStarts(data.postings, section, data.docCount)!]).toEqual(expected(data, 'section'));
    // 'chapter' is in a quarter of the documents: read from its postings instead.
    expect(denseStarts(data.postings, data.dict.idOf('chapter')!, data.docCount)).toBeUndefined();
  });

  it('is worked out again once documents are added, and after an update', () => {
    const data = new IndexData(['text'], undefined);
    addRecords(data, 0, 40);
    const section = data.dict.idOf('section')!;
    const before = denseStarts(data.postings, section, data.docCount)!;
    addRecords(data, 40, 10);
    // An update is a new document number; the old one stays in the postings until a rebuild.
    data.upsert({ objectID: '3', text: 'chapter section' });
    const after = denseStarts(data.postings, section, data.docCount)!;
    expect(after).not.toBe(before);
    expect([...after]).toEqual(expected(data, 'section'));
    // Unchanged since: the same array, not built again.
    expect(denseStarts(data.postings, section, data.docCount)).toBe(after);
  });

  it('gives none for a term with a document past the occurrence count cap (its run must be walked)', () => {
    const data = new IndexData(['text'], undefined);
    addRecords(data, 0, 10);
    data.upsert({ objectID: 'long', text: 'section '.repeat(300) });
    const section = data.dict.idOf('section')!;
    expect(data.postings.countsExact(section)).toBe(false);
    expect(denseStarts(data.postings, section, data.docCount)).toBeUndefined();
  });
});
