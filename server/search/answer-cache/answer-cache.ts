import type { MultiQuery } from '../protocol/multi-query.js';
import type { QueryAnswer } from '../workers/engine-reads.js';

export interface AnswerCacheLimits {
  maxEntries: number;
  /** Of the answers' JSON text, as an estimate of what they hold. */
  maxBytes: number;
  /**
   * An answer older than this is asked again even with no write since: a query rule's validity range
   * can begin or end in between.
   */
  maxAgeMs: number;
}

/**
 * The answers of recent queries as an engine replica gave them, kept until the next write is published
 * (issue 17: a floor vote's crowd types the same words a keystroke at a time). A repeated query is then
 * answered on the API's thread, without a replica, a copy between threads or a ranking. Keyed by the
 * query as run, after the API key's restrictions, so an answer is only ever given to a query that would
 * have got the same; least recently used first out, within entry and byte limits.
 */
export class AnswerCache {
  #seq = -1;
  #bytes = 0;
  readonly #answers = new Map<string, { answer: QueryAnswer; bytes: number; at: number }>();

  constructor(
    private readonly limits: AnswerCacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** The answer to `query` at the published write `seq`, if it was kept since that write. */
  get(query: MultiQuery, seq: number): QueryAnswer | undefined {
    if (seq !== this.#seq) {
      this.#answers.clear();
      this.#bytes = 0;
      this.#seq = seq;
      return undefined;
    }
    const key = keyOf(query);
    const entry = this.#answers.get(key);
    if (!entry) return undefined;
    this.#answers.delete(key);
    if (this.now() - entry.at > this.limits.maxAgeMs) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#answers.set(key, entry);
    return entry.answer;
  }

  /** Keeps an answer read when `seq` was the published write (dropped if another was published since). */
  set(query: MultiQuery, seq: number, answer: QueryAnswer): void {
    if (seq !== this.#seq) return;
    const bytes = JSON.stringify(answer).length;
    if (bytes > this.limits.maxBytes / 8) return; // one huge page would push out everything else
    const key = keyOf(query);
    const previous = this.#answers.get(key);
    if (previous) {
      this.#answers.delete(key);
      this.#bytes -= previous.bytes;
    }
    this.#answers.set(key, { answer, bytes, at: this.now() });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#answers) {
      if (this.#answers.size <= this.limits.maxEntries && this.#bytes <= this.limits.maxBytes) break;
      this.#answers.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }

  get size(): number {
    return this.#answers.size;
  }
}

const keyOf = (query: MultiQuery) => JSON.stringify(query);
