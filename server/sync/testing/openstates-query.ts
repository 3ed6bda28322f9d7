// How the Open States API v3 reads a query and shapes a list, after openstates/api-v3: FastAPI's 422 for
// a parameter of the wrong type or an unknown include, api/pagination.py's per_page and page bounds
// (400, 404) and {results, pagination}, and response_model_exclude_none (null fields are left out).
import { jsonAnswer, type Answer } from './http-answers.js';

export class QueryError extends Error {
  constructor(readonly answer: Answer) {
    super(answer.body);
  }
}

/** FastAPI's HTTPException body. */
export function detail(status: number, message: string): Answer {
  return jsonAnswer(status, { detail: message });
}

/** FastAPI's request-validation error (pydantic v1 wording). */
function invalid(
  loc: (string | number)[],
  msg: string,
  type: string,
  ctx?: Record<string, unknown>,
): QueryError {
  return new QueryError(
    jsonAnswer(422, { detail: [{ loc: ['query', ...loc], msg, type, ...(ctx ? { ctx } : {}) }] }),
  );
}

export function integerParam(query: URLSearchParams, name: string, fallback: number): number {
  const text = query.get(name);
  if (text === null) return fallback;
  if (!/^[-+]?\d+$/.test(text.trim()))
    throw invalid([name], 'value is not a valid integer', 'type_error.integer');
  return Number(text);
}

export function booleanParam(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const text = query.get(name);
  if (text === null) return fallback;
  const lower = text.toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(lower)) return true;
  if (['0', 'false', 'off', 'no'].includes(lower)) return false;
  throw invalid([name], 'value could not be parsed to a boolean', 'type_error.bool');
}

export function enumParams<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T[] {
  return query.getAll(name).map((value, index) => {
    if ((allowed as readonly string[]).includes(value)) return value as T;
    throw invalid(
      [name, index],
      `value is not a valid enumeration member; permitted: ${allowed.map((item) => `'${item}'`).join(', ')}`,
      'type_error.enum',
      { enum_values: allowed },
    );
  });
}

export function enumParam<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = query.get(name);
  if (value === null) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw invalid(
    [name],
    `value is not a valid enumeration member; permitted: ${allowed.map((item) => `'${item}'`).join(', ')}`,
    'type_error.enum',
    { enum_values: allowed },
  );
}

const ISO_DATETIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2}(?:\.\d{1,6})?))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** datetime.fromisoformat as the API calls it for updated_since/created_since; a naive time is UTC. */
export function isoInstant(text: string): number {
  const match = ISO_DATETIME.exec(text.trim());
  let instant = Number.NaN;
  if (match) {
    const [, day, hours = '00', minutes = '00', seconds = '00', zone = 'Z'] = match;
    const offset = zone === 'Z' ? zone : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
    instant = Date.parse(`${day}T${hours}:${minutes}:${seconds}${offset}`);
  }
  if (Number.isNaN(instant))
    throw new QueryError(
      detail(400, 'datetime must be in ISO-8601 format, try YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS'),
    );
  return instant;
}

export interface Page {
  page: number;
  perPage: number;
}

export function pageParams(query: URLSearchParams, defaultPerPage: number): Page {
  return { page: integerParam(query, 'page', 1), perPage: integerParam(query, 'per_page', defaultPerPage) };
}

/** api/pagination.py Pagination.paginate: bounds checked after the query, then one page of results. */
export function paginate<T>(
  items: T[],
  { page, perPage }: Page,
  maxPerPage: number,
  shape: (item: T) => unknown,
): Answer {
  if (perPage < 1 || perPage > maxPerPage)
    return detail(400, `invalid per_page, must be in [1, ${maxPerPage}]`);
  const maxPage = Math.ceil(items.length / perPage) || 1;
  if (page < 1 || page > maxPage) return detail(404, `invalid page, must be in [1, ${maxPage}]`);
  return jsonAnswer(200, {
    results: items.slice((page - 1) * perPage, page * perPage).map(shape),
    pagination: { per_page: perPage, page, max_page: maxPage, total_items: items.length },
  });
}

/** The record without the include-able lists not asked for, and without null fields (exclude_none). */
export function withIncludes<T extends object>(
  record: T,
  includable: readonly string[],
  included: readonly string[],
): unknown {
  const copy: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const field of includable) if (!included.includes(field)) delete copy[field];
  return withoutNulls(copy);
}

export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value))
    if (field !== null && field !== undefined) kept[key] = withoutNulls(field);
  return kept;
}
