import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  parseBatchRequest,
  parseMultipleBatchRequest,
  toRecord,
} from '../../search/protocol/batch-requests.js';
import { parseDeleteByBody, parseOperationBody } from '../../search/protocol/index-requests.js';
import { invalidParameter, isPlainObject } from '../../search/protocol/protocol-errors.js';
import { parseQueryStringParams } from '../../search/protocol/search-params.js';
import type { WriteOperation } from '../../search/types.js';
import { booleanQuery, credentialsOf, newObjectID, now, queryOf } from './request-context.js';

type IndexParams = { Params: { index: string } };
type ObjectParams = { Params: { index: string; objectID: string } };

/** Records and whole indexes (specs/search/paths/objects/*, manage_indices/operationIndex.yml). */
export default async function objectRoutes(app: FastifyInstance) {
  const search = app.searchService;
  const write = (request: FastifyRequest, ops: WriteOperation[]) =>
    search.writeAs(credentialsOf(request), ops);

  app.post<IndexParams>('/1/indexes/:index/batch', async (request) => {
    const { index } = request.params;
    if (index === '*') {
      const { operations, objectIDs } = parseMultipleBatchRequest(request.body, newObjectID);
      const taskID = await write(request, operations);
      return { taskID: Object.fromEntries(operations.map((op) => [op.index, taskID])), objectIDs };
    }
    const { operations, objectIDs } = parseBatchRequest(index, request.body, newObjectID);
    return { taskID: await write(request, operations), objectIDs };
  });

  app.post<IndexParams>('/1/indexes/:index', async (request, reply) => {
    const { index } = request.params;
    const record = toRecord(request.body, 'body', 'saveObject', newObjectID);
    const taskID = await write(request, [{ type: 'saveObjects', index, objects: [record] }]);
    return reply.status(201).send({ createdAt: now(), taskID, objectID: record.objectID });
  });

  app.get<ObjectParams>('/1/indexes/:index/:objectID', async (request) => {
    const { index, objectID } = request.params;
    const access = search.authorize(credentialsOf(request), 'search', index);
    const { attributesToRetrieve } = parseQueryStringParams(queryOf(request));
    return search.getObject(access, index, objectID, attributesToRetrieve);
  });

  app.put<ObjectParams>('/1/indexes/:index/:objectID', async (request) => {
    const { index, objectID } = request.params;
    const record = toRecord({ ...asObject(request.body), objectID }, 'body', 'addOrUpdateObject');
    const taskID = await write(request, [{ type: 'saveObjects', index, objects: [record] }]);
    return { taskID, updatedAt: now(), objectID };
  });

  app.delete<ObjectParams>('/1/indexes/:index/:objectID', async (request) => {
    const { index, objectID } = request.params;
    return {
      taskID: await write(request, [{ type: 'deleteObjects', index, objectIDs: [objectID] }]),
      deletedAt: now(),
    };
  });

  app.post<ObjectParams>('/1/indexes/:index/:objectID/partial', async (request) => {
    const { index, objectID } = request.params;
    const record = toRecord({ ...asObject(request.body), objectID }, 'body', 'partialUpdateObject');
    const createIfNotExists = booleanQuery(request, 'createIfNotExists', true);
    const taskID = await write(request, [
      { type: 'partialUpdateObjects', index, objects: [record], createIfNotExists },
    ]);
    return { taskID, updatedAt: now(), objectID };
  });

  app.post<IndexParams>('/1/indexes/:index/clear', async (request) => {
    return {
      taskID: await write(request, [{ type: 'clearObjects', index: request.params.index }]),
      updatedAt: now(),
    };
  });

  app.post<IndexParams>('/1/indexes/:index/deleteByQuery', async (request) => {
    const { index } = request.params;
    const params = parseDeleteByBody(request.body);
    return { taskID: await write(request, [{ type: 'deleteBy', index, params }]), updatedAt: now() };
  });

  app.delete<IndexParams>('/1/indexes/:index', async (request) => {
    return {
      taskID: await write(request, [{ type: 'deleteIndex', index: request.params.index }]),
      deletedAt: now(),
    };
  });

  app.post<IndexParams>('/1/indexes/:index/operation', async (request) => {
    const operation = parseOperationBody(request.params.index, request.body);
    return { taskID: await write(request, [operation]), updatedAt: now() };
  });
}

function asObject(body: unknown): Record<string, unknown> {
  if (!isPlainObject(body)) throw invalidParameter('body', 'a JSON object', body);
  return body;
}
