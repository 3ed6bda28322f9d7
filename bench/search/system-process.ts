// One benchmarked system in a process of its own: bench:search starts one per system (system-client.ts)
// so that no system's heap, garbage collection or JIT state weighs on another's timings. It builds the
// system's index from the corpus file, then times each request it is sent, in this process.
//   node --import tsx --expose-gc bench/search/system-process.ts <system name> <corpus file> <derived>
import { readFileSync } from 'node:fs';
import { decodeSnapshotLines } from '../../server/search/persistence/snapshot-lines.js';
import { searchableFields, type BenchCorpus } from './corpus.js';
import { heapUsedBytes } from './measure.js';
import type { BenchRequest } from './query-set.js';
import type { BuiltSystem } from './system.js';
import { ALL_SYSTEMS } from './systems.js';

export type SystemCall = { type: 'build' } | { type: 'run'; request: BenchRequest };

const [name, corpusFile, derived] = process.argv.slice(2);
const system = ALL_SYSTEMS.find((s) => s.name === name);
if (!system || !corpusFile) throw new Error(`system-process: unknown system ${name}`);

/** The corpus as bench:search wrote it: the snapshot's JSON lines, so a million records fit no string. */
function readCorpus(file: string): BenchCorpus {
  const [saved] = decodeSnapshotLines(readFileSync(file)).indexes;
  if (!saved) throw new Error(`system-process: no corpus in ${file}`);
  return {
    index: saved.name as BenchCorpus['index'],
    settings: saved.settings,
    records: saved.records,
    searchable: searchableFields(saved.settings),
    derived: Number(derived),
  };
}

let built: BuiltSystem | undefined;

process.on('message', (call: SystemCall) => {
  void answer(call).then(
    (reply) => process.send!({ ok: true, reply }),
    (error: unknown) =>
      process.send!({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});

async function answer(call: SystemCall) {
  if (call.type === 'build') {
    const corpus = readCorpus(corpusFile!);
    const before = heapUsedBytes();
    const started = performance.now();
    built = await system!.build(corpus);
    const buildMs = performance.now() - started;
    return { buildMs, memoryBytes: heapUsedBytes() - before + (built.nativeBytes?.() ?? 0) };
  }
  if (!built) throw new Error('system-process: run before build');
  const cpuBefore = process.cpuUsage();
  const begin = process.hrtime.bigint();
  let outcome = built.run(call.request);
  // Awaiting only real promises: an extra microtask per call would tax the synchronous engines.
  if (outcome instanceof Promise) outcome = await outcome;
  const ms = Number(process.hrtime.bigint() - begin) / 1e6;
  const used = process.cpuUsage(cpuBefore);
  return { ms, cpu: (used.user + used.system) / 1000, outcome };
}
