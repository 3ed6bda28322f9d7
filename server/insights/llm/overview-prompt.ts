// The chat messages asking a language model for the overview. The model sees the cached results only
// (bill numbers, titles, status, sponsors, the counts and the matching passages) and is told to use
// nothing else and to cite bill numbers, so what it writes can be checked against the results.
import { formatRefinement, refinementSuggestions } from '../refinements.js';
import { breakdowns, chamberLabel, formatCount, type ValueCount } from '../result-facts.js';
import type { ResultSet } from '../result-set.js';

/** Bounds on what is sent: a page may hold 1000 bills, which would not fit a model's context. */
const BILLS_WITH_PASSAGES = 25;
const PASSAGES_PER_BILL = 3;
const PASSAGE_CHARACTERS = 600;
const BILLS_LISTED = 100;

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const INSTRUCTIONS = `You write the "Results Overview & Suggestions" panel of a state legislature's bill search.
Use only the search results in the user's message: never add facts, bills or numbers that are not there.
Cite every bill you mention by its bill number as a Markdown link to the path given for it, e.g. [H 10](/app/bill/1),
and link each quoted passage to the path given for it, e.g. [SECTION 2.](/app/text/102).
Write Markdown without HTML, under 300 words, in this order:
1. one short paragraph: how many bills matched and how they split by status, chamber and sponsor;
2. "### Recurring themes": the themes the passages share;
3. "### Most relevant passages": up to five short quotes, each with its bill number;
4. "### Refine your search": concrete refinements, each with the count given for it.`;

export function overviewPrompt(results: ResultSet): ChatMessage[] {
  return [
    { role: 'system', content: INSTRUCTIONS },
    { role: 'user', content: describeResults(results) },
  ];
}

function describeResults(results: ResultSet): string {
  const counts = breakdowns(results);
  const { themes } = results;
  const lines = [
    `Search words: "${results.query}"`,
    `Bills found: ${formatCount(results.nbHits)}` +
      (results.nbHits > results.bills.length
        ? ` (counts below cover the first ${results.bills.length})`
        : ''),
    `By status: ${listCounts(counts.status)}`,
    `By chamber: ${listCounts(counts.chamber)}`,
    `By sponsor: ${listCounts(counts.sponsor)}`,
    `Recurring themes in the passages below: ${
      themes.map((theme) => `${theme.phrase} (in ${theme.bills} bills)`).join('; ') || 'none'
    }`,
    `Refinements available: ${refinementSuggestions(results).map(formatRefinement).join('; ') || 'none'}`,
    '',
    `Bills on page ${results.page + 1} (${results.perPage} per page), most relevant first:`,
  ];
  results.pageBills.slice(0, BILLS_LISTED).forEach((bill, i) => {
    const facts = [
      `chamber ${chamberLabel(bill.chamber)}`,
      bill.sponsor ? `sponsor ${bill.sponsor}` : undefined,
      bill.status ? `status ${bill.status}` : undefined,
      `${bill.matchedPassages} matching passages`,
    ].filter(Boolean);
    lines.push(`${i + 1}. ${bill.billNumber} (/app/bill/${bill.id}): ${bill.title}; ${facts.join('; ')}`);
    if (i >= BILLS_WITH_PASSAGES) return;
    for (const passage of bill.passages.slice(0, PASSAGES_PER_BILL))
      lines.push(
        `   - passage ${passage.heading ?? 'Bill text'} (/app/text/${passage.billTextId}): "${plainText(passage.text)}"`,
      );
  });
  return lines.join('\n');
}

function listCounts(values: ValueCount[]): string {
  return values.map(([value, count]) => `${value} (${count})`).join(', ') || 'not recorded';
}

function plainText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PASSAGE_CHARACTERS ? `${flat.slice(0, PASSAGE_CHARACTERS)}…` : flat;
}
