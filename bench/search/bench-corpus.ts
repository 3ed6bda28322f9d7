// One corpus through every system, each in a process of its own (system-process.ts): each builds in turn,
// then every request goes to every system in turn, so a change in the machine's load falls on all of them
// alike. A request's first run is its cold time; the passes after it are warm. Results are checked too.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeSnapshotLines } from '../../server/search/persistence/snapshot-lines.js';
import type { BenchCorpus } from './corpus.js';
import { latencyStats, type TimedGroup, type TimingOptions } from './measure.js';
import type { QueryGroup } from './query-set.js';
import { SystemClient, type Timed } from './system-client.js';
import { limitationFor, type BenchSystem, type Limitation, type SearchOutcome } from './system.js';

export interface GroupResult {
  label: string;
  /** Set when the system lacks (or only approximates) a feature the group needs. */
  limitation?: Limitation;
  /** Absent when the group was skipped: a missing feature, or `outOfTime`. */
  timed?: TimedGroup;
  /** The system had used up its query time on this corpus before this group. */
  outOfTime?: true;
}

export interface Ratio {
  hits: number;
  of: number;
}

export interface SystemResult {
  system: BenchSystem;
  buildMs: number;
  /** Memory the index added in its process (records already in memory not counted), native memory included. */
  heapBytes: number;
  groups: GroupResult[];
  /** Plain bill-number queries whose bill is on the first page. */
  billsFound?: Ratio;
  /** Plain typo queries with at least one hit. */
  typosAnswered?: Ratio;
}

interface Running {
  system: BenchSystem;
  client: SystemClient;
  /** Milliseconds of queries so far on this corpus (its `systemBudgetMs` is spent on them). */
  spentMs: number;
  result: SystemResult;
}

/** One system's timings of one group as they come in. */
interface Collected {
  cold: number[];
  warm: number[];
  cpu: number[];
  outcomes: SearchOutcome[];
  warmMs: number;
}

export async function benchCorpus(
  corpus: BenchCorpus,
  groups: QueryGroup[],
  systems: BenchSystem[],
  timing: TimingOptions & { systemBudgetMs: number },
  progress: (step: string) => void,
): Promise<SystemResult[]> {
  const billOf = new Map(corpus.records.map((r) => [r.objectID, r.bill_type_number]));
  // The corpus goes to the processes as a snapshot's JSON lines: at 1M records one JSON text cannot hold it.
  const dir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const corpusFile = join(dir, 'corpus');
  writeFileSync(
    corpusFile,
    encodeSnapshotLines({
      version: 1,
      indexes: [
        {
          name: corpus.index,
          settings: corpus.settings,
          records: corpus.records,
          synonyms: [],
          rules: [],
          createdAt: '',
          updatedAt: '',
        },
      ],
    }),
  );
  const running: Running[] = systems.map((system) => ({
    system,
    client: new SystemClient(system.name, corpusFile, corpus.derived),
    spentMs: 0,
    result: { system, buildMs: 0, heapBytes: 0, groups: [] },
  }));
  try {
    // One build at a time, so no build shares the cores with another.
    for (const { system, client, result } of running) {
      progress(`${system.name}: building ${corpus.index} in its own process`);
      const built = await client.build();
      result.buildMs = built.buildMs;
      result.heapBytes = built.memoryBytes;
    }
    progress(`querying ${corpus.index}, every request on every system in turn`);
    for (const group of groups) await timeGroup(group, running, timing);
  } finally {
    for (const { client } of running) client.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return running.map(({ result }) => ({ ...result, ...checks(groups, result.groups, billOf) }));
}

async function timeGroup(
  group: QueryGroup,
  running: Running[],
  timing: TimingOptions & { systemBudgetMs: number },
): Promise<void> {
  const active = new Map<Running, Collected>();
  for (const system of running) {
    const limitation = group.requests.length ? limitationFor(system.system, group.requests[0]!) : undefined;
    const result: GroupResult = { label: group.label, ...(limitation ? { limitation } : {}) };
    system.result.groups.push(result);
    if (limitation?.level === 'missing') continue;
    if (system.spentMs > timing.systemBudgetMs) result.outOfTime = true;
    else active.set(system, { cold: [], warm: [], cpu: [], outcomes: [], warmMs: 0 });
  }
  const run = async (system: Running, request: QueryGroup['requests'][number]): Promise<Timed> => {
    const timed = await system.client.run(request);
    system.spentMs += timed.ms;
    return timed;
  };
  for (const request of group.requests) {
    for (const [system, collected] of active) {
      const { ms, outcome } = await run(system, request);
      collected.cold.push(ms);
      collected.outcomes.push(outcome);
    }
  }
  const done = (c: Collected) =>
    c.warmMs > timing.hardCapMs || (c.warm.length >= timing.minTimed && c.warmMs > timing.budgetMs);
  for (let pass = 0; pass < timing.repetitions; pass++) {
    for (const request of group.requests) {
      for (const [system, collected] of active) {
        if (done(collected)) continue;
        const { ms, cpu } = await run(system, request);
        collected.warm.push(ms);
        collected.cpu.push(cpu);
        collected.warmMs += ms;
      }
    }
  }
  for (const [system, { cold, warm, cpu, outcomes }] of active) {
    system.result.groups.at(-1)!.timed = {
      stats: latencyStats(warm),
      cold: latencyStats(cold),
      latencies: warm,
      coldLatencies: cold,
      cpu,
      outcomes,
    };
  }
}

/** Result checks on the plain groups: bill numbers found, typo queries answered. */
function checks(
  groups: QueryGroup[],
  groupResults: GroupResult[],
  billOf: Map<string, unknown>,
): Pick<SystemResult, 'billsFound' | 'typosAnswered'> {
  const outcomesOf = (label: string) => groupResults.find((g) => g.label === label)?.timed?.outcomes;
  const out: Pick<SystemResult, 'billsFound' | 'typosAnswered'> = {};
  const bills = outcomesOf('bill');
  if (bills) {
    const queries = groups.find((g) => g.label === 'bill')?.requests ?? [];
    out.billsFound = ratio(bills, (outcome, i) => {
      const query = queries[i];
      return query?.type === 'query' && outcome.ids.some((id) => billOf.get(id) === query.expectBill);
    });
  }
  const typos = outcomesOf('typo');
  if (typos) out.typosAnswered = ratio(typos, (outcome) => outcome.nbHits > 0);
  return out;
}

function ratio(outcomes: SearchOutcome[], test: (outcome: SearchOutcome, index: number) => boolean): Ratio {
  return { hits: outcomes.filter(test).length, of: outcomes.length };
}
