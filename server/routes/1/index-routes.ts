import type { FastifyInstance } from 'fastify';
import { SearchError } from '../../search/engine/search-error.js';
import { parseSettingsBody } from '../../search/protocol/index-requests.js';
import { credentialsOf, integerQuery, now, taskIDOf, forwardToReplicas } from './request-context.js';

type IndexParams = { Params: { index: string } };

/** Settings, tasks and the index list (specs/search/paths/settings, advanced/get*Task, manage_indices). */
export default async function indexRoutes(app: FastifyInstance) {
  const search = app.searchService;

  app.get<IndexParams>('/1/indexes/:index/settings', async (request) => {
    const { index } = request.params;
    search.authorize(credentialsOf(request), 'settings', index);
    return search.engine.getSettings(index);
  });

  // Records always reach replicas; settings only with `forwardToReplicas`.
  app.put<IndexParams>('/1/indexes/:index/settings', async (request) => {
    const { index } = request.params;
    const ops = [
      {
        type: 'setSettings' as const,
        index,
        settings: parseSettingsBody(request.body),
        forwardToReplicas: forwardToReplicas(request),
      },
    ];
    return { taskID: await search.writeAs(credentialsOf(request), ops), updatedAt: now() };
  });

  const taskStatus = (taskID: number) => {
    if (!search.isPublished(taskID)) throw new SearchError(404, 'Task does not exist');
    // A write is answered only once searches see it, so every task handed out is published already.
    return { status: 'published' as const, pendingTask: false };
  };

  // The task, not the index, is what is looked up: after a move the source index is gone but the v5
  // `replaceAllObjects` still polls its task there.
  app.get<{ Params: { index: string; taskID: string } }>(
    '/1/indexes/:index/task/:taskID',
    async (request) => {
      search.authorize(credentialsOf(request), 'addObject', request.params.index);
      return taskStatus(taskIDOf(request.params.taskID));
    },
  );

  app.get<{ Params: { taskID: string } }>('/1/task/:taskID', async (request) => {
    search.authorize(credentialsOf(request), 'editSettings');
    return taskStatus(taskIDOf(request.params.taskID));
  });

  app.get('/1/indexes', async (request) => {
    const access = search.authorize(credentialsOf(request), 'listIndexes');
    return search.listIndexes(access, integerQuery(request, 'page'), integerQuery(request, 'hitsPerPage'));
  });
}
