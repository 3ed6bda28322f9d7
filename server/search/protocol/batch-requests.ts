import type { SearchRecord, WriteOperation } from '../types.js';
import { invalidParameter, isPlainObject, missingParameter } from './protocol-errors.js';

export interface ParsedBatch {
  /** Consecutive actions of one kind on one index are merged into one operation. */
  operations: WriteOperation[];
  /** One per request that names a record, in request order (Algolia's `objectIDs`). */
  objectIDs: string[];
}

/** Makes an objectID for a record sent without one (decided before logging, so replay is exact). */
export type ObjectIDFactory = () => string;

// specs/common/schemas/Batch.yml: `action` enum.
const actions = [
  'addObject',
  'updateObject',
  'partialUpdateObject',
  'partialUpdateObjectNoCreate',
  'deleteObject',
  'delete',
  'clear',
] as const;

/** `POST /1/indexes/{indexName}/batch` — `{requests: [{action, body}]}`. */
export function parseBatchRequest(
  indexName: string,
  body: unknown,
  newObjectID: ObjectIDFactory,
): ParsedBatch {
  return parseRequests(body, 'batch', newObjectID, () => indexName);
}

/** `POST /1/indexes/*\/batch` — `{requests: [{action, indexName, body}]}`. */
export function parseMultipleBatchRequest(body: unknown, newObjectID: ObjectIDFactory): ParsedBatch {
  return parseRequests(body, 'multipleBatch', newObjectID, (item, path) => {
    const { indexName } = item;
    if (indexName === undefined || indexName === '')
      throw missingParameter(`${path}.indexName`, 'multipleBatch');
    if (typeof indexName !== 'string') throw invalidParameter(`${path}.indexName`, 'a string', indexName);
    return indexName;
  });
}

function parseRequests(
  body: unknown,
  operation: string,
  newObjectID: ObjectIDFactory,
  indexOf: (item: Record<string, unknown>, path: string) => string,
): ParsedBatch {
  if (!isPlainObject(body) || body.requests === undefined) throw missingParameter('requests', operation);
  if (!Array.isArray(body.requests)) throw invalidParameter('requests', 'a list', body.requests);
  const operations: WriteOperation[] = [];
  const objectIDs: string[] = [];
  body.requests.forEach((item: unknown, position) => {
    const path = `requests[${position}]`;
    if (!isPlainObject(item)) throw invalidParameter(path, 'an object', item);
    const op = toOperation(indexOf(item, path), item, path, operation, newObjectID);
    if (op.type === 'saveObjects' || op.type === 'partialUpdateObjects')
      objectIDs.push(...op.objects.map((record) => record.objectID));
    if (op.type === 'deleteObjects') objectIDs.push(...op.objectIDs);
    const previous = operations.at(-1);
    if (!previous || !mergeInto(previous, op)) operations.push(op);
  });
  return { operations, objectIDs };
}

function toOperation(
  index: string,
  item: Record<string, unknown>,
  path: string,
  operation: string,
  newObjectID: ObjectIDFactory,
): WriteOperation {
  const { action, body } = item;
  if (action === undefined) throw missingParameter(`${path}.action`, operation);
  if (!actions.includes(action as (typeof actions)[number]))
    throw invalidParameter(`${path}.action`, `one of ${actions.join(', ')}`, action);
  const bodyPath = `${path}.body`;
  switch (action as (typeof actions)[number]) {
    case 'addObject':
      return { type: 'saveObjects', index, objects: [toRecord(body, bodyPath, operation, newObjectID)] };
    case 'updateObject':
      return { type: 'saveObjects', index, objects: [toRecord(body, bodyPath, operation)] };
    case 'partialUpdateObject':
    case 'partialUpdateObjectNoCreate':
      return {
        type: 'partialUpdateObjects',
        index,
        objects: [toRecord(body, bodyPath, operation)],
        createIfNotExists: action === 'partialUpdateObject',
      };
    case 'deleteObject':
      return { type: 'deleteObjects', index, objectIDs: [toRecord(body, bodyPath, operation).objectID] };
    case 'delete':
      return { type: 'deleteIndex', index };
    case 'clear':
      return { type: 'clearObjects', index };
  }
}

/** A record body with a string objectID (numbers are accepted and turned into strings). */
export function toRecord(
  body: unknown,
  path: string,
  operation: string,
  newObjectID?: ObjectIDFactory,
): SearchRecord {
  if (!isPlainObject(body)) {
    if (body === undefined) throw missingParameter(path, operation);
    throw invalidParameter(path, 'an object', body);
  }
  const { objectID } = body;
  if (typeof objectID === 'string' && objectID !== '') return { ...body, objectID } as SearchRecord;
  if (typeof objectID === 'number') return { ...body, objectID: String(objectID) } as SearchRecord;
  if ((objectID === undefined || objectID === '') && newObjectID)
    return { ...body, objectID: newObjectID() } as SearchRecord;
  if (objectID === undefined || objectID === '') throw missingParameter(`${path}.objectID`, operation);
  throw invalidParameter(`${path}.objectID`, 'a string', objectID);
}

/** Appends `next` to `previous` when they are the same kind of change to the same index. */
function mergeInto(previous: WriteOperation, next: WriteOperation): boolean {
  if (previous.index !== next.index) return false;
  if (previous.type === 'saveObjects' && next.type === 'saveObjects') {
    previous.objects.push(...next.objects);
    return true;
  }
  if (
    previous.type === 'partialUpdateObjects' &&
    next.type === 'partialUpdateObjects' &&
    previous.createIfNotExists === next.createIfNotExists
  ) {
    previous.objects.push(...next.objects);
    return true;
  }
  if (previous.type === 'deleteObjects' && next.type === 'deleteObjects') {
    previous.objectIDs.push(...next.objectIDs);
    return true;
  }
  return false;
}
