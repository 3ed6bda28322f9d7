// A writer for the crash test: applies numbered batches to a durable engine as fast as it can and prints
// `ack <taskID> <batch>` after each write returns, until it is killed. Usage: crash-writer.ts <file>.
import { openDurableSearchEngine } from '../restore-search-engine.js';
import { openSearchStore } from '../search-store.js';
import { crashBatch, crashSettings } from './crash-batches.js';

const file = process.argv[2];
if (!file) throw new Error('usage: crash-writer.ts <store file>');

// Snapshot often, so a kill can also land during or right after one.
const durable = openDurableSearchEngine(openSearchStore(file), { everyOperations: 20, everyBytes: 1e12 });
if (durable.appliedSeq === 0) durable.write([crashSettings]);
let batch = 0;
const next = () => {
  const taskID = durable.write([crashBatch(batch)]);
  process.stdout.write(`ack ${taskID} ${batch}\n`); // pipes are written synchronously on Linux
  batch += 1;
  setImmediate(next); // let a snapshot's gzip finish now and then
};
next();
