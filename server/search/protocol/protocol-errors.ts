import { SearchError } from '../engine/search-error.js';

/** 400 in the clients' own wording, e.g. "Parameter `requests[0].indexName` is required when calling `search`." */
export function missingParameter(path: string, operation: string): SearchError {
  return new SearchError(400, `Parameter \`${path}\` is required when calling \`${operation}\`.`);
}

/** 400 naming the parameter and what was expected, e.g. "Parameter `hitsPerPage` must be an integer, got "ten"." */
export function invalidParameter(path: string, expected: string, got: unknown): SearchError {
  return new SearchError(400, `Parameter \`${path}\` must be ${expected}, got ${describe(got)}.`);
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  let json: string;
  try {
    json = JSON.stringify(value);
  } catch {
    // Nested too deep to stringify (a request body's own depth is limited; an internal caller's is not).
    return 'a value nested too deep to quote';
  }
  return json.length > 80 ? `${json.slice(0, 77)}...` : json;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
