import { FilterSyntaxError } from '../../../search/filters/filter-syntax-error.js';
import type { FilterNode } from '../../../search/filters/filter-ast.js';
import { parseFacetFilters } from '../../../search/filters/parse-filter-params.js';

export type FacetFilterParam =
  { ok: true; value: unknown; filter: FilterNode } | { ok: false; message: string };

const EXAMPLE = '[["chamber:senate"],["session_name:2025-2026"]]';

/** The `facetFilters` query parameter: a JSON array in Algolia's facetFilters form, or nothing. */
export function readFacetFilterParam(raw: string | undefined): FacetFilterParam {
  if (raw === undefined || raw.trim() === '') return { ok: true, value: undefined, filter: { kind: 'all' } };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  if (!Array.isArray(value))
    return { ok: false, message: `querystring.facetFilters must be a JSON array like ${EXAMPLE}` };
  try {
    return { ok: true, value, filter: parseFacetFilters(value as (string | string[])[]) };
  } catch (error) {
    if (error instanceof FilterSyntaxError) return { ok: false, message: `querystring.${error.message}` };
    throw error;
  }
}
