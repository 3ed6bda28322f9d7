// The summary: our p95 against the fastest of the peers closest to our features, and the latency targets.
import type { SystemResult } from './bench-corpus.js';
import { latencyStats } from './measure.js';
import { DISJUNCTIVE_LABEL } from './query-set.js';
import { count, formatTable, ms } from './report.js';

/** Names and counts only: the corpus itself is released once its scale is done. */
export interface SummaryInput {
  scale: number;
  index: string;
  records: number;
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
  const rows = inputs.flatMap(({ scale, index, records, results }) =>
    scopes.map((scope) => {
      const pooled = (result: SystemResult | undefined) => {
        const groups = result?.groups.filter((g) => scope.includes(g.label)) ?? [];
        if (groups.length === 0 || groups.some((g) => !g.timed)) return undefined;
        const worst = groups.reduce((a, b) => (b.timed!.stats.p95 > a.timed!.stats.p95 ? b : a));
        return {
          wall: latencyStats(groups.flatMap((g) => g.timed!.latencies)).p95,
          cpu: latencyStats(groups.flatMap((g) => g.timed!.cpu)).p95,
          approximate: groups.filter((g) => g.limitation).length,
          worst: `${ms(worst.timed!.stats.p95)} (${worst.label})`,
        };
      };
      const ours = pooled(results.find((r) => r.system.name === OURS));
      const peers = results.filter((r) => r.system.name !== OURS);
      // The closest in features first (fewest approximated groups), then the fastest.
      const closest = peers
        .map((r) => ({ name: r.system.name, pooled: pooled(r) }))
        .filter((p) => p.pooled !== undefined)
        .sort((a, b) => a.pooled!.approximate - b.pooled!.approximate || a.pooled!.wall - b.pooled!.wall)[0];
      // Peers with every feature that did not finish in their time: worth naming when none finished.
      const unfinished = peers
        .filter((r) => r.groups.some((g) => scope.includes(g.label) && g.outOfTime))
        .filter((r) => !r.groups.some((g) => scope.includes(g.label) && g.limitation?.level === 'missing'))
        .map((r) => `${r.system.name} out of time`);
      const target = scope.name === 'with facets' ? targetMs(scale) : undefined;
      const holds = (value: number | undefined) =>
        target === undefined || value === undefined ? '—' : value <= target ? 'yes' : 'NO';
      return [
        `${scale}×`,
        index,
        count(records),
        scope.name,
        ours ? ms(ours.wall) : '—',
        ours ? ms(ours.cpu) : '—',
        ours?.worst ?? '—',
        closest
          ? `${closest.name}${closest.pooled!.approximate ? ` (≈ in ${closest.pooled!.approximate})` : ''}`
          : `none${unfinished.length ? ` (${unfinished.join(', ')})` : ''}`,
        closest ? ms(closest.pooled!.wall) : '—',
        closest ? ms(closest.pooled!.cpu) : '—',
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
      'closest peer in features',
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
