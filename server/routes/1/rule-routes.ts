import type { FastifyInstance } from 'fastify';
import { SearchError } from '../../search/engine/search-error.js';
import { parseListSearchBody, parseRule, parseRules } from '../../search/protocol/index-requests.js';
import { booleanQuery, credentialsOf, now, forwardToReplicas } from './request-context.js';

type IndexParams = { Params: { index: string } };
type RuleParams = { Params: { index: string; objectID: string } };

/** Query rules (specs/search/paths/rules/*); `forwardToReplicas` reaches the replicas. */
export default async function ruleRoutes(app: FastifyInstance) {
  const search = app.searchService;

  app.get<RuleParams>('/1/indexes/:index/rules/:objectID', async (request) => {
    const { index, objectID } = request.params;
    search.authorize(credentialsOf(request), 'settings', index);
    const rule = await search.engine.getRule(index, objectID);
    if (!rule) throw new SearchError(404, 'ObjectID does not exist');
    return rule;
  });

  app.put<RuleParams>('/1/indexes/:index/rules/:objectID', async (request) => {
    const { index, objectID } = request.params;
    const rule = parseRule(request.body, 'rule', objectID);
    const ops = [
      {
        type: 'saveRules' as const,
        index,
        rules: [rule],
        clearExistingRules: false,
        forwardToReplicas: forwardToReplicas(request),
      },
    ];
    return { taskID: await search.writeAs(credentialsOf(request), ops), updatedAt: now(), objectID };
  });

  app.delete<RuleParams>('/1/indexes/:index/rules/:objectID', async (request) => {
    const { index, objectID } = request.params;
    const ops = [
      { type: 'deleteRule' as const, index, objectID, forwardToReplicas: forwardToReplicas(request) },
    ];
    return { taskID: await search.writeAs(credentialsOf(request), ops), updatedAt: now() };
  });

  app.post<IndexParams>('/1/indexes/:index/rules/batch', async (request) => {
    const { index } = request.params;
    const clearExistingRules = booleanQuery(request, 'clearExistingRules', false);
    const ops = [
      {
        type: 'saveRules' as const,
        index,
        rules: parseRules(request.body),
        clearExistingRules,
        forwardToReplicas: forwardToReplicas(request),
      },
    ];
    return { taskID: await search.writeAs(credentialsOf(request), ops), updatedAt: now() };
  });

  app.post<IndexParams>('/1/indexes/:index/rules/clear', async (request) => {
    const ops = [
      {
        type: 'clearRules' as const,
        index: request.params.index,
        forwardToReplicas: forwardToReplicas(request),
      },
    ];
    return { taskID: await search.writeAs(credentialsOf(request), ops), updatedAt: now() };
  });

  app.post<IndexParams>('/1/indexes/:index/rules/search', async (request) => {
    const { index } = request.params;
    search.authorize(credentialsOf(request), 'settings', index);
    return search.engine.searchRules(index, parseListSearchBody(request.body));
  });
}
