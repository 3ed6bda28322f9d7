import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billSettings, bills } from './testing/bill-fixtures.js';
import { startSearchTestApp, type SearchTestApp } from './testing/search-test-app.js';
import { expectFields, requiredFields } from './testing/spec-shapes.js';

let t: SearchTestApp;
beforeAll(async () => {
  t = await startSearchTestApp();
  await t.v5().setSettings({ indexName: 'bills', indexSettings: billSettings });
});
afterAll(() => t.close());

const client = () => t.v5();
const allIds = async (indexName: string) => {
  const ids: string[] = [];
  await client().browseObjects<{ objectID: string }>({
    indexName,
    aggregator: (response) => ids.push(...response.hits.map((hit) => hit.objectID)),
  });
  return ids.sort();
};

describe('records', () => {
  it('saves objects in batches and reports the task published (saveObjects + waitForTask)', async () => {
    const responses = await client().saveObjects({
      indexName: 'bills',
      objects: bills,
      batchSize: 2,
      waitForTasks: true,
    });
    expect(responses).toHaveLength(3);
    for (const response of responses) expectFields(response, requiredFields.batchResponse);
    expect(responses.flatMap((response) => response.objectIDs)).toEqual(bills.map((bill) => bill.objectID));
    const task = await client().getTask({ indexName: 'bills', taskID: responses[2]!.taskID });
    expectFields(task, requiredFields.getTaskResponse);
    expect(task).toEqual({ status: 'published', pendingTask: false });
    expect(await allIds('bills')).toEqual(bills.map((bill) => bill.objectID).sort());
  });

  it('gets, replaces, adds and deletes one record', async () => {
    const c = client();
    expect(
      await c.getObject({ indexName: 'bills', objectID: 'H1', attributesToRetrieve: ['title'] }),
    ).toEqual({
      objectID: 'H1',
      title: 'An Act relative to school libraries',
    });
    const replaced = await c.addOrUpdateObject({
      indexName: 'bills',
      objectID: 'H1',
      body: { title: 'Replaced' },
    });
    expectFields(replaced, requiredFields.updatedAtWithObjectIdResponse);
    expect(await c.getObject({ indexName: 'bills', objectID: 'H1' })).toEqual({
      objectID: 'H1',
      title: 'Replaced',
    });

    const added = await c.saveObject({ indexName: 'bills', body: { title: 'A new bill' } });
    expectFields(added, [...requiredFields.saveObjectResponse, 'objectID']);
    expect(await c.getObject({ indexName: 'bills', objectID: added.objectID! })).toMatchObject({
      title: 'A new bill',
    });

    const deleted = await c.deleteObject({ indexName: 'bills', objectID: added.objectID! });
    expectFields(deleted, requiredFields.deletedAtResponse);
    const error = await c
      .getObject({ indexName: 'bills', objectID: added.objectID! })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, message: 'ObjectID does not exist' });
  });

  it('updates partially, creating only when asked', async () => {
    const c = client();
    const response = await c.partialUpdateObject({
      indexName: 'bills',
      objectID: 'S2',
      attributesToUpdate: { votes: { _operation: 'Increment', value: 5 }, status: 'passed' },
    });
    expectFields(response, requiredFields.updatedAtWithObjectIdResponse);
    expect(await c.getObject({ indexName: 'bills', objectID: 'S2' })).toMatchObject({
      votes: 55,
      status: 'passed',
    });

    await c.partialUpdateObject({
      indexName: 'bills',
      objectID: 'ghost',
      attributesToUpdate: { a: 1 },
      createIfNotExists: false,
    });
    expect(await c.getObjects({ requests: [{ indexName: 'bills', objectID: 'ghost' }] })).toEqual({
      results: [null],
    });

    await c.partialUpdateObjects({
      indexName: 'bills',
      objects: [
        { objectID: 'S5', status: 'signed' },
        { objectID: 'new-1', status: 'filed' },
      ],
      createIfNotExists: true,
      waitForTasks: true,
    });
    expect(await c.getObject({ indexName: 'bills', objectID: 'new-1' })).toEqual({
      objectID: 'new-1',
      status: 'filed',
    });
  });

  it('deletes several records, by query, and clears', async () => {
    const c = client();
    await c.deleteObjects({ indexName: 'bills', objectIDs: ['new-1', 'H1'], waitForTasks: true });
    expect(await allIds('bills')).toEqual(['H3', 'H4', 'S2', 'S5']);
    // https://www.algolia.com/doc/rest-api/search/delete-by: "This operation doesn't accept empty filters",
    // and DeleteByParams holds filters only (no `query`).
    await expect(c.deleteBy({ indexName: 'bills', deleteByParams: {} })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('needs at least one filter'),
    });
    await expect(
      c.deleteBy({ indexName: 'bills', deleteByParams: { filters: '', facetFilters: [[]] } }),
    ).rejects.toMatchObject({ status: 400 });
    const withQuery = await t.fetch('/1/indexes/bills/deleteByQuery', {
      method: 'POST',
      headers: t.headers(),
      body: JSON.stringify({ params: 'query=ferry&filters=chamber%3Asenate' }),
    });
    expect(withQuery.status).toBe(400);
    expect(((await withQuery.json()) as { message: string }).message).toContain('`query` is not allowed');
    expect(await allIds('bills')).toEqual(['H3', 'H4', 'S2', 'S5']);
    const byQuery = await c.deleteBy({ indexName: 'bills', deleteByParams: { filters: 'chamber:senate' } });
    expectFields(byQuery, requiredFields.updatedAtResponse);
    expect(await allIds('bills')).toEqual(['H3', 'H4']);
    const cleared = await c.clearObjects({ indexName: 'bills' });
    expectFields(cleared, requiredFields.updatedAtResponse);
    expect(await allIds('bills')).toEqual([]);
  });
});

describe('indexes', () => {
  it('writes several indexes in one batch (multipleBatch)', async () => {
    const response = await client().multipleBatch({
      requests: [
        { action: 'addObject', indexName: 'news', body: { objectID: 'n1', title: 'News' } },
        { action: 'updateObject', indexName: 'press', body: { objectID: 'p1', title: 'Press' } },
      ],
    });
    expectFields(response, requiredFields.multipleBatchResponse);
    expect(Object.keys(response.taskID).sort()).toEqual(['news', 'press']);
    expect(response.objectIDs).toEqual(['n1', 'p1']);
  });

  it('replaces every record, keeping settings, through copy and move operations (replaceAllObjects)', async () => {
    const c = client();
    await c.saveObjects({ indexName: 'bills', objects: bills, waitForTasks: true });
    const result = await c.replaceAllObjects({
      indexName: 'bills',
      objects: [{ objectID: 'only', title: 'Only one' }],
    });
    expectFields(result.moveOperationResponse, requiredFields.updatedAtResponse);
    expect(await allIds('bills')).toEqual(['only']);
    expect((await c.getSettings({ indexName: 'bills' })).customRanking).toEqual(['desc(votes)']);
    const { items } = await c.listIndices();
    expect(items.some((index) => index.name.startsWith('bills_tmp_'))).toBe(false);
  });

  it('lists indexes with the fields the spec requires, paginated when asked', async () => {
    const all = await client().listIndices();
    expectFields(all, requiredFields.listIndicesResponse);
    for (const item of all.items) expectFields(item, requiredFields.fetchedIndex, 'fetchedIndex');
    expect(all.items.map((index) => index.name).sort()).toEqual(['bills', 'news', 'press']);
    const page = await client().listIndices({ page: 1, hitsPerPage: 2 });
    expect(page.items).toHaveLength(1);
    expect(page.nbPages).toBe(2);
  });

  it('copies with a scope, moves, and deletes an index', async () => {
    const c = client();
    const copied = await c.operationIndex({
      indexName: 'bills',
      operationIndexParams: { operation: 'copy', destination: 'bills_copy', scope: ['settings'] },
    });
    await c.waitForTask({ indexName: 'bills_copy', taskID: copied.taskID });
    expect((await c.getSettings({ indexName: 'bills_copy' })).customRanking).toEqual(['desc(votes)']);
    expect(await allIds('bills_copy')).toEqual([]);
    await c.operationIndex({
      indexName: 'news',
      operationIndexParams: { operation: 'move', destination: 'news_2' },
    });
    expect(await allIds('news_2')).toEqual(['n1']);
    const deleted = await c.deleteIndex({ indexName: 'news_2' });
    expectFields(deleted, requiredFields.deletedAtResponse);
    const error = await c.getSettings({ indexName: 'news_2' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, message: 'Index does not exist' });
  });

  it('answers application tasks, and 404 for a task not handed out', async () => {
    const c = client();
    const { taskID } = await c.clearObjects({ indexName: 'press' });
    expect(await c.getAppTask({ taskID })).toMatchObject({ status: 'published' });
    const error = await c.getTask({ indexName: 'press', taskID: taskID + 1000 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, message: 'Task does not exist' });
  });
});
