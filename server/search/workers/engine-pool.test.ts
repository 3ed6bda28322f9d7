// The engine off the event loop: with two replicas writes never pause searches, queues are bounded,
// start-up is awaited.
// No durations are asserted: the order in which two requests finish says whether one waited on the other.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SearchError } from '../engine/search-error.js';
import { createSearchService, type SearchService } from '../search-service.js';
import type { SearchRecord, WriteOperation } from '../types.js';
// The service's threads run compiled, not through tsx (start-worker.test.ts checks that path).
import '../../testing/compiled-search-workers.js';

const records = (count: number, prefix: string): SearchRecord[] =>
  Array.from({ length: count }, (_, i) => ({
    objectID: `${prefix}-${i}`,
    title: `An Act relative to item ${i} of ${prefix}`,
  }));
const save = (index: string, objects: SearchRecord[]): WriteOperation => ({
  type: 'saveObjects',
  index,
  objects,
});
const count = async (service: SearchService, index: string) =>
  (await service.engine.search(index, { query: '', hitsPerPage: 0 })).nbHits;

describe('engine pool', () => {
  const dir = mkdtempSync(join(tmpdir(), 'engine-pool-'));
  const services: SearchService[] = [];
  const open = (options: Partial<Parameters<typeof createSearchService>[0]> = {}) => {
    const service = createSearchService({ dataFile: ':memory:', appId: 'POOL', ...options });
    services.push(service);
    return service;
  };
  afterAll(async () => {
    await Promise.all(services.map((service) => service.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers searches from the state before a write while a replica applies it (two replicas)', async () => {
    const service = open({ workers: 2 });
    await service.write([save('bulk', records(1, 'first'))]);
    const finished: string[] = [];
    // Tens of thousands of records keep a replica busy for a good while; a search takes a few ms.
    const write = service.write([save('bulk', records(40_000, 'big'))]).then((taskID) => {
      finished.push('write');
      return taskID;
    });
    const during = await count(service, 'bulk');
    finished.push('search');
    expect(during).toBe(1);
    const taskID = await write;
    expect(finished).toEqual(['search', 'write']);
    expect(service.isPublished(taskID)).toBe(true);
    // Published: every search sees it, whichever replica answers.
    const after = await Promise.all(Array.from({ length: 6 }, () => count(service, 'bulk')));
    expect(after).toEqual(Array(6).fill(40_001));
  });

  it('keeps the operations of a write before the one the engine rejects, and drops the rest', async () => {
    const service = open();
    const before = await service.write([save('bills', records(1, 'a'))]);
    const rejected = await service
      .write([
        save('bills', records(1, 'b')),
        { type: 'moveIndex', index: 'missing', destination: 'x' },
        save('bills', records(1, 'c')),
      ])
      .catch((error: unknown) => error);
    expect(rejected).toEqual(new SearchError(404, 'Index does not exist'));
    const found = await service.engine.getObjects(
      ['a-0', 'b-0', 'c-0'].map((objectID) => ({ indexName: 'bills', objectID })),
    );
    expect(found.map((record) => record?.objectID ?? null)).toEqual(['a-0', 'b-0', null]);
    // The next write follows the operation that stood.
    expect(await service.write([save('bills', records(1, 'd'))])).toBe(before + 2);
  });

  it('answers a 429 when more searches wait than the queue holds, and the rest normally', async () => {
    const service = open({ queueLimits: { pendingReads: 2 } });
    await service.write([save('bills', records(200, 'q'))]);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        service.engine.search('bills', { query: 'act', facets: ['*'] }).then(
          (response) => response.nbHits,
          (error: unknown) => (error as SearchError).status,
        ),
      ),
    );
    expect(answers).toContain(429);
    expect(answers).toContain(200);
    expect(answers.filter((answer) => answer !== 429 && answer !== 200)).toEqual([]);
  });

  it('answers a 429 when too many writes wait', async () => {
    const service = open({ queueLimits: { pendingWrites: 1 } });
    const writes = Array.from({ length: 5 }, (_, i) =>
      service
        .write([save('bills', records(2000, `w${i}`))])
        .catch((error: unknown) => (error as SearchError).status),
    );
    const answers = await Promise.all(writes);
    expect(answers).toContain(429);
    expect(answers.filter((answer) => answer !== 429).every((answer) => typeof answer === 'number')).toBe(
      true,
    );
  });

  it('makes searches made during start-up wait for the load instead of finding no index', async () => {
    const dataFile = join(dir, 'search.db');
    const first = createSearchService({ dataFile, appId: 'POOL' });
    await first.write([save('bills', records(5000, 'kept'))]);
    await first.close();

    const second = open({ dataFile });
    expect(second.isReady).toBe(false);
    const searched = count(second, 'bills');
    await second.ready;
    expect(second.isReady).toBe(true);
    expect(await searched).toBe(5000);
  });

  it('works with a single replica, the default (writes then pause searches)', async () => {
    const service = open();
    const taskID = await service.write([save('bills', records(10, 'one'))]);
    expect(await count(service, 'bills')).toBe(10);
    expect(service.isPublished(taskID)).toBe(true);
  });
});
