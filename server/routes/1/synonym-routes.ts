import type { FastifyInstance } from 'fastify';
import { SearchError } from '../../search/engine/search-error.js';
import { parseListSearchBody, parseSynonym, parseSynonyms } from '../../search/protocol/index-requests.js';
import { booleanQuery, credentialsOf, now, forwardToReplicas } from './request-context.js';

type IndexParams = { Params: { index: string } };
type SynonymParams = { Params: { index: string; objectID: string } };

/** Synonyms (specs/search/paths/synonyms/*); `forwardToReplicas` reaches the replicas. */
export default async function synonymRoutes(app: FastifyInstance) {
  const search = app.searchService;

  app.get<SynonymParams>('/1/indexes/:index/synonyms/:objectID', async (request) => {
    const { index, objectID } = request.params;
    search.authorize(credentialsOf(request), 'settings', index);
    const synonym = await search.engine.getSynonym(index, objectID);
    if (!synonym) throw new SearchError(404, 'Synonym set does not exist');
    return synonym;
  });

  app.put<SynonymParams>('/1/indexes/:index/synonyms/:objectID', async (request) => {
    const { index, objectID } = request.params;
    const synonym = parseSynonym(request.body, 'synonymHit', objectID);
    const ops = [
      {
        type: 'saveSynonyms' as const,
        index,
        synonyms: [synonym],
        replaceExisting: false,
        forwardToReplicas: forwardToReplicas(request),
      },
    ];
    return { taskID: await search.writeAs(credentialsOf(request), ops), updatedAt: now(), id: objectID };
  });

  app.delete<SynonymParams>('/1/indexes/:index/synonyms/:objectID', async (request) => {
    const { index, objectID } = request.params;
    const ops = [
      { type: 'deleteSynonym' as const, index, objectID, forwardToReplicas: forwardToReplicas(request) },
    ];
    return { taskID: await search.writeAs(credentialsOf(request), ops), deletedAt: now() };
  });

  app.post<IndexParams>('/1/indexes/:index/synonyms/batch', async (request) => {
    const { index } = request.params;
    const replaceExisting = booleanQuery(request, 'replaceExistingSynonyms', false);
    const ops = [
      {
        type: 'saveSynonyms' as const,
        index,
        synonyms: parseSynonyms(request.body),
        replaceExisting,
        forwardToReplicas: forwardToReplicas(request),
      },
    ];
    return { taskID: await search.writeAs(credentialsOf(request), ops), updatedAt: now() };
  });

  app.post<IndexParams>('/1/indexes/:index/synonyms/clear', async (request) => {
    const ops = [
      {
        type: 'clearSynonyms' as const,
        index: request.params.index,
        forwardToReplicas: forwardToReplicas(request),
      },
    ];
    return { taskID: await search.writeAs(credentialsOf(request), ops), updatedAt: now() };
  });

  app.post<IndexParams>('/1/indexes/:index/synonyms/search', async (request) => {
    const { index } = request.params;
    search.authorize(credentialsOf(request), 'settings', index);
    return search.engine.searchSynonyms(index, parseListSearchBody(request.body));
  });
}
