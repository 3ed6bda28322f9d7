// The default overview writer: no network, no model. Everything it says is computed from the cached
// result set (how many bills and how they split, recurring themes, the best passages, refinements with
// counts), so it cannot state anything the results do not hold. It writes in phases, each announced by a
// status event, and yields to the event loop between them so a client that left stops the work.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { InsightsProvider } from '../insights-provider.js';
import { chunk, status } from '../overview-events.js';
import { formatRefinement, refinementSuggestions } from '../refinements.js';
import { breakdowns, formatCount, plural, type ValueCount } from '../result-facts.js';
import type { ResultSet } from '../result-set.js';
import type { Theme } from '../themes.js';
import { billLink, escapeMarkdown, excerptMarkdown, passageUrl } from './markdown.js';

/** Values listed per breakdown before 'and N more'. */
const LISTED_VALUES = 5;
/** Passages quoted: the best one of each of the page's first bills. */
const QUOTED_PASSAGES = 5;

export function createGroundedProvider(): InsightsProvider {
  return {
    name: 'grounded',
    async *overview(results, signal) {
      const phases: [label: string, write: () => string][] = [
        [`Reading ${plural(results.pageBills.length, 'bill')}…`, () => summary(results)],
      ];
      if (results.bills.length > 0)
        phases.push(
          ['Finding recurring themes…', () => themesSection(results.themes)],
          ['Quoting the most relevant passages…', () => passagesSection(results)],
          ['Writing suggestions…', () => suggestionsSection(results)],
        );
      for (const [label, write] of phases) {
        yield status(label);
        await nextTurn();
        if (signal.aborted) return;
        yield chunk(write());
        await nextTurn();
        if (signal.aborted) return;
      }
    },
  };
}

function summary(results: ResultSet): string {
  const query = escapeMarkdown(results.query);
  if (results.bills.length === 0)
    return `No bills match “${query}”. Try fewer or different words, or clear some filters.\n\n`;
  const counts = breakdowns(results);
  const head =
    `**${plural(results.nbHits, 'bill')}** ${results.nbHits === 1 ? 'matches' : 'match'} “${query}”` +
    (results.nbHits > results.bills.length
      ? `; the counts below cover the ${formatCount(results.bills.length)} most relevant.`
      : '.');
  return [
    head,
    '',
    `- **By status:** ${listCounts(counts.status)}`,
    `- **By chamber:** ${listCounts(counts.chamber)}`,
    `- **By sponsor:** ${listCounts(counts.sponsor)}`,
    '',
    '',
  ].join('\n');
}

function listCounts(values: ValueCount[]): string {
  if (values.length === 0) return 'not recorded';
  const listed = values
    .slice(0, LISTED_VALUES)
    .map(([value, count]) => `${escapeMarkdown(value)} (${formatCount(count)})`)
    .join(', ');
  const more = values.length - LISTED_VALUES;
  return more > 0 ? `${listed} and ${formatCount(more)} more` : listed;
}

function themesSection(themes: Theme[]): string {
  const heading = '### Recurring themes\n\n';
  if (themes.length === 0)
    return `${heading}Beyond your search words, no term recurs across these passages.\n\n`;
  return `${heading}${themes
    .map((theme) => `- **${escapeMarkdown(theme.phrase)}**: in ${plural(theme.bills, 'bill')}`)
    .join('\n')}\n\n`;
}

function passagesSection(results: ResultSet): string {
  const quoted = results.pageBills
    .filter((bill) => bill.passages.length > 0)
    .slice(0, QUOTED_PASSAGES)
    .map((bill) => {
      const passage = bill.passages[0]!;
      const where = escapeMarkdown(passage.heading ?? 'Bill text');
      return (
        `- ${billLink(bill)}, *${escapeMarkdown(bill.title)}*: “${excerptMarkdown(passage.excerpt)}” ` +
        `([${where}](${passageUrl(passage)}))`
      );
    });
  if (quoted.length === 0) return '';
  const more = results.pageBills.reduce((sum, bill) => sum + bill.matchedPassages, 0);
  return `### Most relevant passages\n\n${quoted.join('\n')}\n\n${
    more > quoted.length
      ? `${plural(more, 'passage')} of the ${plural(results.pageBills.length, 'bill')} on this page match in all.\n\n`
      : ''
  }`;
}

function suggestionsSection(results: ResultSet): string {
  const suggestions = refinementSuggestions(results);
  const heading = '### Refine your search\n\n';
  if (suggestions.length === 0)
    return `${heading}These bills share their chamber, status and sponsor; try other words to widen the search.\n`;
  return `${heading}${suggestions.map((s) => `- ${escapeMarkdown(formatRefinement(s))}`).join('\n')}\n`;
}
