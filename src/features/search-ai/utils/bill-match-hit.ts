import type { BillHit } from '../../search/utils/hit-types';

/** Spec §3 Chunk: a matching passage (a bill text section) of a `bill_matches` hit (issue 9 contract A). */
export interface BillTextChunk {
  bill_text__id: number;
  heading?: string;
  /** The whole section text. */
  text: string;
  /** Where the match was found, e.g. the section heading (spec §2 'Matches found in:'). */
  fields_score_tags: { tag: string }[];
  /** The text with the request's highlight tags around the matched words. */
  _highlightResult?: { text?: { value: string; matchLevel?: string; matchedWords?: string[] } };
}

/** A bill whose text matched: its `bills` record, its best chunks and how many of its chunks matched. */
export type BillMatchHit = BillHit & {
  chunks: BillTextChunk[];
  total_chunks_count: number;
};
