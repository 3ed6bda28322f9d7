// Markdown pieces of the grounded overview. Text from the database is escaped, so a title with '*' or
// '[' cannot change the structure (the client renders Markdown without raw HTML); links are app-relative
// (contract B): bills /app/bill/{id}, passages /app/text/{bill_text__id}.
import { MATCH_END, MATCH_START, type OverviewBill, type OverviewPassage } from '../result-set.js';

/** Anchor text the bill-text page looks for (spec §9: the first 100 characters of the passage). */
const ANCHOR_CHARACTERS = 100;

export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|~#]/g, '\\$&');
}

export function billLink(bill: OverviewBill): string {
  return `[${escapeMarkdown(bill.billNumber)}](/app/bill/${bill.id})`;
}

/** The passage page scrolled to and highlighting the passage (contract C's `search-for` anchor). */
export function passageUrl(passage: OverviewPassage): string {
  // Parentheses would end a Markdown link destination; encodeURIComponent leaves them alone.
  const anchor = encodeURIComponent(passage.text.slice(0, ANCHOR_CHARACTERS)).replace(
    /[()]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `/app/text/${passage.billTextId}#search-for=${anchor}`;
}

/** An excerpt with the searched words in bold, on one line. */
export function excerptMarkdown(excerpt: string): string {
  return escapeMarkdown(excerpt.replace(/\s+/g, ' ').trim())
    .replaceAll(MATCH_START, '**')
    .replaceAll(MATCH_END, '**');
}
