// A writer for the crash test: writes numbered batches through a search service (journal and engine
// replicas in worker threads) as fast as it can and prints `ack <taskID> <batch>` after each write is
// acknowledged, until it is killed. Usage: crash-writer.ts <file>.
import { createSearchService } from '../../search-service.js';
import { crashBatch, crashSettings } from './crash-batches.js';

const file = process.argv[2];
if (!file) throw new Error('usage: crash-writer.ts <store file>');

// Snapshot often, so a kill can also land during or right after one.
const service = createSearchService({ dataFile: file, appId: 'CRASH', snapshotEveryOperations: 20 });
await service.ready;
if (!service.isPublished(1)) await service.write([crashSettings]);
for (let batch = 0; ; batch += 1) {
  const taskID = await service.write([crashBatch(batch)]);
  process.stdout.write(`ack ${taskID} ${batch}\n`); // pipes are written synchronously on Linux
}
