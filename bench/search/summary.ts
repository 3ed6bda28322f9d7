// The summary: our p95 against the fastest peer that supports the same features, and the latency targets.
import type { SystemResult } from './bench-corpus.js';
import type { BenchCorpus } from './corpus.js';
import { latencyStats } from './measure.js';
import { DISJUNCTIVE_LABEL } from './query-set.js';
import { count, formatTable, ms } from './report.js';

export interface SummaryInput {
  scale: number;
  corpus: BenchCorpus;
  results: SystemResult[];
}

const OURS = 'statehouse';

/** Targets from the search spec: p95 with facets ≤ 5 ms at 1×, ≤ 20 ms at 10×. */
export function targetMs(scale: number): number | undefined {
  if (scale <= 1) return 5;
  if (scale <= 10) return 20;
  return undefined;
}

const scopes = [
  {
    name: 'with facets',
    includes: (label: string) => label.includes('+facets') || label === DISJUNCTIVE_LABEL,
  },
  { name: 'no facets', includes: (label: string) => !label.includes('+') && label !== DISJUNCTIVE_LABEL },
];

export function summaryTable(inputs: SummaryInput[]): string {
  const rows = inputs.flatMap(({ scale, corpus, results }) =>
    scopes.map((scope) => {
      const pooled = (result: SystemResult | undefined) => {
        const groups = result?.groups.filter((g) => scope.includes(g.label)) ?? [];
        if (groups.length === 0 || groups.some((g) => !g.timed)) return undefined;
        const worst = groups.reduce((a, b) => (b.timed!.stats.p95 > a.timed!.stats.p95 ? b : a));
        return {
          wall: latencyStats(groups.flatMap((g) => g.timed!.latencies)).p95,
          cpu: latencyStats(groups.flatMap((g) => g.timed!.cpu)).p95,
          approximate: groups.some((g) => g.limitation),
          worst: `${ms(worst.timed!.stats.p95)} (${worst.label})`,
        };
      };
      const ours = pooled(results.find((r) => r.system.name === OURS));
      const fastest = results
        .filter((r) => r.system.name !== OURS)
        .map((r) => ({ name: r.system.name, pooled: pooled(r) }))
        .filter((p) => p.pooled !== undefined)
        .sort((a, b) => a.pooled!.wall - b.pooled!.wall)[0];
      const target = scope.name === 'with facets' ? targetMs(scale) : undefined;
      const holds = (value: number | undefined) =>
        target === undefined || value === undefined ? '—' : value <= target ? 'yes' : 'NO';
      return [
        `${scale}×`,
        corpus.index,
        count(corpus.records.length),
        scope.name,
        ours ? ms(ours.wall) : '—',
        ours ? ms(ours.cpu) : '—',
        ours?.worst ?? '—',
        fastest ? `${fastest.name}${fastest.pooled!.approximate ? ' ≈' : ''}` : 'none',
        fastest ? ms(fastest.pooled!.wall) : '—',
        fastest ? ms(fastest.pooled!.cpu) : '—',
        target === undefined ? '—' : `≤ ${target}`,
        holds(ours?.wall),
        holds(ours?.cpu),
      ];
    }),
  );
  return formatTable(
    [
      'scale',
      'index',
      'records',
      'queries',
      'our p95',
      'cpu p95',
      'our worst group p95',
      'fastest peer, same features',
      'p95',
      'cpu p95',
      'target',
      'holds',
      'on cpu',
    ],
    rows,
    [],
    [
      'left',
      'left',
      'right',
      'left',
      'right',
      'right',
      'left',
      'left',
      'right',
      'right',
      'right',
      'left',
      'left',
    ],
  );
}
