import type { ProviderEvent } from './overview-events.js';
import type { ResultSet } from './result-set.js';

/**
 * Writes the results overview of one result set (issue 9): the grounded writer by default, a language
 * model when one is configured. It must stop soon after `signal` aborts (the client went away): between
 * chunks at the latest, and abort any request it has made.
 */
export interface InsightsProvider {
  readonly name: string;
  overview(results: ResultSet, signal: AbortSignal): AsyncIterable<ProviderEvent>;
}
