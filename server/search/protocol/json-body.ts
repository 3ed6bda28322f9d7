import { SearchError } from '../engine/search-error.js';
import { isWellFormed } from '../text/well-formed.js';

/**
 * Request bodies nested deeper than this are refused. JSON.parse reads any depth, but stringifying the
 * value again (the write log, an error message) or copying it to a worker recurses once per level and
 * overflowed the stack (a 500, issue 17). Ours: records and search bodies nest three or four levels.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * A parsed request body within the depth limit and holding only well-formed text (no lone surrogate,
 * which could not be encoded back into a response or a log), or a 400 saying which rule it broke.
 * Walks the value without recursion, so a deep body cannot overflow the stack here either.
 */
export function checkJsonBody(body: unknown): void {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (!isWellFormed(value)) throw notUnicode();
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_JSON_DEPTH)
      throw new SearchError(400, `The request body nests JSON deeper than ${MAX_JSON_DEPTH} levels`);
    if (Array.isArray(value)) {
      for (const item of value as unknown[]) pending.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (!isWellFormed(key)) throw notUnicode();
      pending.push({ value: item, depth: depth + 1 });
    }
  }
}

const notUnicode = () =>
  new SearchError(400, 'The request body holds text that is not valid Unicode (a lone surrogate)');
