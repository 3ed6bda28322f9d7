// One corpus through every system in turn: build, measure the heap, time each query group, check results.
import type { BenchCorpus } from './corpus.js';
import { heapUsedBytes, timeRequests, type TimedGroup, type TimingOptions } from './measure.js';
import type { QueryGroup } from './query-set.js';
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
  /** Heap growth from building the index (records already in memory are not counted), plus native memory. */
  heapBytes: number;
  groups: GroupResult[];
  /** Plain bill-number queries whose bill is on the first page. */
  billsFound?: Ratio;
  /** Plain typo queries with at least one hit. */
  typosAnswered?: Ratio;
}

export async function benchCorpus(
  corpus: BenchCorpus,
  groups: QueryGroup[],
  systems: BenchSystem[],
  timing: TimingOptions & { systemBudgetMs: number },
  progress: (step: string) => void,
): Promise<SystemResult[]> {
  const billOf = new Map(corpus.records.map((r) => [r.objectID, r.bill_type_number]));
  const results: SystemResult[] = [];
  for (const system of systems) {
    progress(`${system.name}: building ${corpus.index}`);
    const before = heapUsedBytes();
    const started = performance.now();
    let built: Awaited<ReturnType<BenchSystem['build']>> | undefined = await system.build(corpus);
    const buildMs = performance.now() - started;
    const heapBytes = heapUsedBytes() - before + (built.nativeBytes?.() ?? 0);
    progress(`${system.name}: querying ${corpus.index}`);
    const groupResults: GroupResult[] = [];
    const queryingStarted = performance.now();
    for (const group of groups) {
      const limitation = group.requests.length ? limitationFor(system, group.requests[0]!) : undefined;
      const result: GroupResult = { label: group.label, ...(limitation ? { limitation } : {}) };
      if (limitation?.level !== 'missing') {
        if (performance.now() - queryingStarted > timing.systemBudgetMs) result.outOfTime = true;
        else result.timed = await timeRequests(built, group.requests, timing);
      }
      groupResults.push(result);
    }
    built = undefined; // release the index before the next system builds its own
    results.push({
      system,
      buildMs,
      heapBytes,
      groups: groupResults,
      ...checks(groups, groupResults, billOf),
    });
  }
  return results;
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
