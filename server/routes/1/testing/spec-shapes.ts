import { expect } from 'vitest';

// Required response fields, written from the OpenAPI contract in algolia/api-clients-automation
// (commit d30a53d, specs/search/**); each list cites the schema it comes from.
export const requiredFields = {
  // common/schemas/SearchResponse.yml + search/common/schemas/SearchResponse.yml (searchHits)
  searchResponse: ['hits'],
  // common/schemas/Hit.yml (hit)
  hit: ['objectID'],
  // search/common/schemas/SearchForFacetValuesResponse.yml
  facetValuesResponse: ['facetHits', 'exhaustiveFacetsCount'],
  facetHit: ['value', 'highlighted', 'count'],
  // search/paths/search/search.yml (searchResponses)
  searchResponses: ['results'],
  // objects/common/schemas.yml (batchResponse)
  batchResponse: ['taskID', 'objectIDs'],
  // objects/multipleBatch.yml (multipleBatchResponse)
  multipleBatchResponse: ['taskID', 'objectIDs'],
  // objects/getObjects.yml (getObjectsResponse)
  getObjectsResponse: ['results'],
  // objects/objects.yml (saveObjectResponse)
  saveObjectResponse: ['taskID', 'createdAt'],
  // common/responses/common.yml (updatedAtResponse): clear, deleteBy, operationIndex, setSettings, rules…
  updatedAtResponse: ['taskID', 'updatedAt'],
  // common/responses/UpdatedAtWithObjectId.yml (no required list; these are what it defines)
  updatedAtWithObjectIdResponse: ['taskID', 'updatedAt', 'objectID'],
  // common/responses/DeletedAt.yml
  deletedAtResponse: ['taskID', 'deletedAt'],
  // search/common/schemas/GetTaskResponse.yml
  getTaskResponse: ['status'],
  // search/common/schemas/listIndicesResponse.yml (listIndicesResponse, fetchedIndex)
  listIndicesResponse: ['items'],
  fetchedIndex: [
    'name',
    'createdAt',
    'updatedAt',
    'entries',
    'dataSize',
    'fileSize',
    'lastBuildTimeS',
    'pendingTask',
    'numberOfPendingTasks',
  ],
  // synonyms/synonym.yml (saveSynonymResponse)
  saveSynonymResponse: ['taskID', 'updatedAt', 'id'],
  // synonyms/common/schemas.yml (searchSynonymsResponse, synonymHit)
  searchSynonymsResponse: ['hits', 'nbHits'],
  synonymHit: ['objectID', 'type'],
  // rules/searchRules.yml (searchRulesResponse), rules/common/schemas.yml (rule)
  searchRulesResponse: ['hits', 'nbHits', 'page', 'nbPages'],
  rule: ['objectID'],
  // keys/common/schemas.yml (addApiKeyResponse, getApiKeyResponse) and keys/keys.yml, keys/key.yml
  addApiKeyResponse: ['key', 'createdAt'],
  getApiKeyResponse: ['value', 'createdAt', 'acl'],
  listApiKeysResponse: ['keys'],
  updateApiKeyResponse: ['key', 'updatedAt'],
  deleteApiKeyResponse: ['deletedAt'],
  // common/schemas/ErrorBase.yml, plus `status` which every Algolia error carries
  error: ['message', 'status'],
} as const;

/**
 * What InstantSearch's helper reads from every search result (algoliasearch-helper SearchResults), so
 * we send it although the spec leaves it optional.
 */
export const fieldsInstantSearchReads = [
  'hits',
  'nbHits',
  'page',
  'nbPages',
  'hitsPerPage',
  'processingTimeMS',
  'query',
  'params',
  'index',
  'exhaustiveNbHits',
] as const;

export function expectFields(value: unknown, fields: readonly string[], label = 'response') {
  expect(value, label).toBeTypeOf('object');
  for (const field of fields) expect(value, `${label}.${field}`).toHaveProperty([field]);
}
