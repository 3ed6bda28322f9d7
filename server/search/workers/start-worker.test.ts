// The search service's threads started through tsx, as `npm run dev` runs the server. The other tests run
// them compiled (server/testing/compiled-search-workers.ts, issue 19), so this is the one that checks the
// TypeScript path of start-worker.ts.
import { expect, it } from 'vitest';
import { compiledWorkerStarts, useCompiledSearchWorkers } from '../../testing/compiled-search-workers.js';
import { createSearchService } from '../search-service.js';

it('a service whose journal and replica load their TypeScript through tsx writes and searches', async () => {
  const compiledBefore = compiledWorkerStarts();
  useCompiledSearchWorkers(false);
  let service;
  try {
    service = createSearchService({ dataFile: ':memory:', appId: 'TSX' });
  } finally {
    useCompiledSearchWorkers(true);
  }
  try {
    expect(compiledWorkerStarts(), 'no thread started from a compiled entry').toBe(compiledBefore);
    await service.write([
      { type: 'saveObjects', index: 'bills', objects: [{ objectID: '1', title: 'Ferry service' }] },
    ]);
    const { hits } = await service.engine.search('bills', { query: 'ferry' });
    expect(hits.map((hit) => hit.objectID)).toEqual(['1']);
  } finally {
    await service.close();
  }
});
