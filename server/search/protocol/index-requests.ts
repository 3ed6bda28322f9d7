import { geoQueryOf } from '../engine/geo-search.js';
import { SearchError } from '../engine/search-error.js';
import type { JsonValue, Rule, SearchParams, Synonym, WriteOperation } from '../types.js';
import { coerceParameter } from './coerce-parameter.js';
import { invalidParameter, isPlainObject, missingParameter } from './protocol-errors.js';
import { checkKnownParameters, checkSettingsSupported } from './known-parameters.js';
import { checkObjectCount } from './request-limits.js';
import { normalizeSearchParams, parseSearchBody } from './search-params.js';

/** `PUT …/settings`: unspecified settings are kept by the engine, `null` resets one, so nulls stay. */
export function parseSettingsBody(body: unknown): { [key: string]: JsonValue | undefined } {
  if (!isPlainObject(body)) throw invalidParameter('body', 'an object of index settings', body);
  const settings: { [key: string]: JsonValue | undefined } = {};
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || name === '__proto__') continue;
    settings[name] = value === null ? null : coerceParameter(name, value as JsonValue);
  }
  checkSettingsSupported(settings);
  return settings;
}

// specs/search/common/schemas/DeleteByParams.yml: a deleteBy takes filters and nothing else.
const DELETE_BY_PARAMS = [
  'filters',
  'facetFilters',
  'numericFilters',
  'tagFilters',
  'aroundLatLng',
  'aroundRadius',
  'insideBoundingBox',
  'insidePolygon',
];

/**
 * `POST …/deleteByQuery`: its filters. Like Algolia ("This operation doesn't accept empty filters",
 * https://www.algolia.com/doc/rest-api/search/delete-by), a body without a filter is refused rather
 * than emptying the index, and so is a search parameter such as `query`, which deleteBy does not take.
 */
export function parseDeleteByBody(body: unknown): SearchParams {
  if (body === undefined) throw missingParameter('deleteByParams', 'deleteBy');
  const params = parseSearchBody(body);
  const allowed = DELETE_BY_PARAMS.join(', ');
  for (const name of Object.keys(params))
    if (!DELETE_BY_PARAMS.includes(name))
      throw new SearchError(
        400,
        `Parameter \`${name}\` is not allowed in deleteBy, which takes only ${allowed}.`,
      );
  // Checked here, before the write is logged: a malformed point, or one without its radius, is a 400.
  const geo = geoQueryOf(params);
  const filters = DELETE_BY_PARAMS.filter((name) => !name.startsWith('around'));
  if (!geo?.center && !filters.some((name) => isFilter(params[name])))
    throw new SearchError(
      400,
      `deleteBy needs at least one filter (${allowed}); it never deletes every record.`,
    );
  return params;
}

/** A filter parameter that restricts something: not empty text, an empty list or a list of empty lists. */
function isFilter(value: JsonValue | undefined): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(isFilter);
  return value !== undefined && value !== null;
}

// specs/search/paths/manage_indices/operationIndex.yml: `operation` and `destination` are required.
const scopes = ['settings', 'synonyms', 'rules'] as const;

/** `POST /1/indexes/{indexName}/operation` → a copy or a move. */
export function parseOperationBody(index: string, body: unknown): WriteOperation {
  const params = isPlainObject(body) ? body : {};
  const { operation, destination, scope } = params;
  if (operation === undefined) throw missingParameter('operationIndexParams.operation', 'operationIndex');
  if (destination === undefined || destination === '')
    throw missingParameter('operationIndexParams.destination', 'operationIndex');
  if (typeof destination !== 'string') throw invalidParameter('destination', 'a string', destination);
  if (operation === 'move') return { type: 'moveIndex', index, destination };
  if (operation !== 'copy') throw invalidParameter('operation', 'one of copy, move', operation);
  if (scope === undefined) return { type: 'copyIndex', index, destination };
  if (!Array.isArray(scope) || !scope.every((item) => scopes.includes(item as (typeof scopes)[number])))
    throw invalidParameter('scope', `a list of ${scopes.join(', ')}`, scope);
  return { type: 'copyIndex', index, destination, scope: scope as (typeof scopes)[number][] };
}

// specs/search/paths/synonyms/common/parameters.yml (SynonymType): the camel-case spellings are aliases.
// A Map, so that a type named `constructor` finds nothing.
const synonymTypes = new Map<string, Synonym['type']>([
  ['synonym', 'synonym'],
  ['onewaysynonym', 'onewaysynonym'],
  ['oneWaySynonym', 'onewaysynonym'],
  ['altcorrection1', 'altcorrection1'],
  ['altCorrection1', 'altcorrection1'],
  ['altcorrection2', 'altcorrection2'],
  ['altCorrection2', 'altcorrection2'],
  ['placeholder', 'placeholder'],
]);

/** One synonym (schemas.yml synonymHit: `objectID` and `type` required); the path's id wins. */
export function parseSynonym(body: unknown, path: string, objectID?: string): Synonym {
  if (!isPlainObject(body)) throw invalidParameter(path, 'a synonym object', body);
  const id = objectID ?? body.objectID;
  if (typeof id !== 'string' || id === '') throw missingParameter(`${path}.objectID`, 'saveSynonyms');
  const type = synonymTypes.get(String(body.type));
  if (body.type === undefined) throw missingParameter(`${path}.type`, 'saveSynonyms');
  if (!type)
    throw invalidParameter(`${path}.type`, `one of ${[...synonymTypes.keys()].join(', ')}`, body.type);
  return { ...body, objectID: id, type } as Synonym;
}

export function parseSynonyms(body: unknown): Synonym[] {
  if (!Array.isArray(body)) throw invalidParameter('synonymHit', 'a list of synonyms', body);
  return body.map((item: unknown, position) => parseSynonym(item, `synonymHit[${position}]`));
}

/**
 * One rule (rules/common/schemas.yml rule: `objectID` required); the path's id wins. What the engine
 * cannot apply is refused with a 400 naming it, rather than saved and silently ignored.
 */
export function parseRule(body: unknown, path: string, objectID?: string): Rule {
  if (!isPlainObject(body)) throw invalidParameter(path, 'a rule object', body);
  const id = objectID ?? body.objectID;
  if (typeof id !== 'string' || id === '') throw missingParameter(`${path}.objectID`, 'saveRules');
  checkRule(body, path);
  return { ...body, objectID: id } as Rule;
}

const notSupported = (path: string, what: string) =>
  new SearchError(400, `\`${path}\`: ${what} is not supported by this search engine.`);

function checkRule(rule: Record<string, unknown>, path: string): void {
  const { conditions, consequence, validity } = rule;
  if (conditions !== undefined && !Array.isArray(conditions))
    throw invalidParameter(`${path}.conditions`, 'a list of conditions', conditions);
  (conditions ?? []).forEach((condition: unknown, i) => {
    const where = `${path}.conditions[${i}]`;
    if (!isPlainObject(condition)) throw invalidParameter(where, 'a condition object', condition);
    if (condition.alternatives === true)
      throw notSupported(`${where}.alternatives`, 'matching plurals and synonyms');
    if (typeof condition.filters === 'string' && condition.filters.trim() !== '')
      throw notSupported(`${where}.filters`, 'a condition on filters');
  });
  if (validity !== undefined) {
    const valid =
      Array.isArray(validity) &&
      validity.every(
        (range) => isPlainObject(range) && typeof range.from === 'number' && typeof range.until === 'number',
      );
    if (!valid)
      throw invalidParameter(`${path}.validity`, 'a list of {from, until} in Unix seconds', validity);
  }
  if (consequence === undefined) return;
  if (!isPlainObject(consequence)) throw invalidParameter(`${path}.consequence`, 'an object', consequence);
  if (consequence.filterPromotes === true)
    throw notSupported(`${path}.consequence.filterPromotes`, 'filtering promoted records');
  const params = consequence.params;
  if (params === undefined) return;
  if (!isPlainObject(params)) throw invalidParameter(`${path}.consequence.params`, 'an object', params);
  const { automaticOptionalFacetFilters, automaticFacetFilters, query: _query, ...rest } = params;
  if (Array.isArray(automaticOptionalFacetFilters) && automaticOptionalFacetFilters.length > 0)
    throw notSupported(`${path}.consequence.params.automaticOptionalFacetFilters`, 'optional filters');
  if (automaticFacetFilters !== undefined && !Array.isArray(automaticFacetFilters))
    throw invalidParameter(
      `${path}.consequence.params.automaticFacetFilters`,
      'a list of facet names or {facet, disjunctive, negative, score}',
      automaticFacetFilters,
    );
  checkKnownParameters(normalizeSearchParams(rest));
}

export function parseRules(body: unknown): Rule[] {
  if (!Array.isArray(body)) throw invalidParameter('rules', 'a list of rules', body);
  return body.map((item: unknown, position) => parseRule(item, `rules[${position}]`));
}

/** Search bodies of synonyms and rules: `{query, type | anchoring, context, page, hitsPerPage, enabled}`. */
export function parseListSearchBody(body: unknown): Record<string, JsonValue> {
  if (body === undefined || body === null) return {};
  if (!isPlainObject(body)) throw invalidParameter('body', 'an object', body);
  const { enabled, ...rest } = body;
  const params: Record<string, JsonValue> = normalizeSearchParams(rest) as Record<string, JsonValue>;
  if (typeof params.type === 'string') params.type = synonymTypes.get(params.type) ?? params.type;
  if (typeof enabled === 'boolean') params.enabled = enabled;
  return params;
}

export interface ObjectRequest {
  indexName: string;
  objectID: string;
  attributesToRetrieve?: string[];
}

/** `POST /1/indexes/*\/objects` (objects/getObjects.yml: each request needs `objectID` and `indexName`). */
export function parseGetObjectsBody(body: unknown): ObjectRequest[] {
  if (!isPlainObject(body) || body.requests === undefined) throw missingParameter('requests', 'getObjects');
  if (!Array.isArray(body.requests)) throw invalidParameter('requests', 'a list', body.requests);
  checkObjectCount(body.requests.length);
  return body.requests.map((item: unknown, position) => {
    const path = `requests[${position}]`;
    if (!isPlainObject(item)) throw invalidParameter(path, 'an object', item);
    const { indexName, objectID, attributesToRetrieve } = item;
    if (typeof indexName !== 'string' || indexName === '')
      throw missingParameter(`${path}.indexName`, 'getObjects');
    if (typeof objectID !== 'string' || objectID === '')
      throw missingParameter(`${path}.objectID`, 'getObjects');
    if (attributesToRetrieve === undefined) return { indexName, objectID };
    return {
      indexName,
      objectID,
      attributesToRetrieve: coerceParameter(
        'attributesToRetrieve',
        attributesToRetrieve as JsonValue,
      ) as string[],
    };
  });
}
