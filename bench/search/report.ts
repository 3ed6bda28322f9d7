// Plain-text tables for stdout (they are pasted into issue notes as they are).
import { cpus, loadavg } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import type { Ratio, SystemResult } from './bench-corpus.js';
import type { BenchCorpus } from './corpus.js';
import type { HttpResult } from './http.js';
import { latencyStats, type LatencyStats, type TimingOptions } from './measure.js';

type Align = 'left' | 'right';

/** Columns padded to their widest cell; `spans` adds a line of titles over runs of columns. */
export function formatTable(
  header: string[],
  rows: string[][],
  spans: { title: string; from: number; to: number }[] = [],
  align: Align[] = [],
): string {
  const widths = header.map((title, c) =>
    Math.max(title.length, ...rows.map((row) => (row[c] ?? '').length)),
  );
  const pad = (cell: string, c: number) =>
    (align[c] ?? (c === 0 ? 'left' : 'right')) === 'left'
      ? cell.padEnd(widths[c]!)
      : cell.padStart(widths[c]!);
  const line = (cells: string[]) => cells.map(pad).join('  ').trimEnd();
  const lines = [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
  if (spans.length) {
    const offset = (c: number) => widths.slice(0, c).reduce((sum, w) => sum + w + 2, 0);
    let top = '';
    for (const span of spans) {
      const width = offset(span.to + 1) - offset(span.from) - 2;
      top =
        top.padEnd(offset(span.from)) +
        span.title.padStart(Math.floor((width + span.title.length) / 2)).padEnd(width);
    }
    lines.unshift(top.trimEnd());
  }
  return lines.join('\n');
}

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '—');
export const count = (value: number) => Math.round(value).toLocaleString('en-US');
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** What ran where, and how to read the tables. */
export function runHeader(
  queriesPerKind: number,
  timing: TimingOptions & { systemBudgetMs: number },
  scales: number[],
): string {
  const heapLimitMb = Math.round(getHeapStatistics().heap_size_limit / 1024 / 1024);
  return [
    `search benchmark · node ${process.version} · ${cpus().length} CPUs · heap limit ${heapLimitMb} MB · ` +
      `load average at start ${loadavg()[0]!.toFixed(2)}`,
    'each system in a process of its own; every request goes to every system in turn',
    `${queriesPerKind} queries per kind, each run once cold, then up to ${timing.repetitions} warm ` +
      `passes, stopped after ${timing.budgetMs / 1000} s per group once ${timing.minTimed} are timed ` +
      `(after ${timing.hardCapMs / 1000} s in any case: * marks groups with fewer)`,
    `each system gets ${timing.systemBudgetMs / 60_000} min of queries per corpus; ` +
      '"time" marks the groups it did not reach',
    'latencies in ms per request (process.hrtime.bigint); q/s = one request after another',
    ...(heapLimitMb < 6000 && Math.max(...scales) >= 10
      ? ['note: at scale 10 Orama alone needs ~3 GB; NODE_OPTIONS=--max-old-space-size=8192 gives room']
      : []),
    '— = not supported (skipped); ≈ = ran, but the feature is only approximated (see notes)',
    '',
  ].join('\n');
}

/** `load` is the 1-minute load average after the corpus ran: above the CPU count, tails include waiting. */
export function corpusHeading(scale: number, corpus: BenchCorpus, load: number): string {
  const derived = corpus.derived ? ` (${count(corpus.derived)} derived to reach --chunks)` : '';
  return (
    `=== scale ${scale} · ${corpus.index}: ${count(corpus.records.length)} records${derived} · ` +
    `load average ${load.toFixed(2)} ===`
  );
}

/**
 * Per system: build, memory, result checks, and cold and warm percentiles pooled over the groups every
 * system timed (so each pools the same requests), with the warm p95 as a multiple of the best one.
 */
export function buildTable(results: SystemResult[]): string {
  const common = (results[0]?.groups ?? [])
    .map((g) => g.label)
    .filter((label) => results.every((r) => r.groups.find((g) => g.label === label)?.timed));
  const pooled = results.map((r) => {
    const timed = r.groups.filter((g) => common.includes(g.label)).map((g) => g.timed!);
    return {
      cold: latencyStats(timed.flatMap((t) => t.coldLatencies)),
      warm: latencyStats(timed.flatMap((t) => t.latencies)),
    };
  });
  const best = Math.min(...pooled.map((p) => p.warm.p95).filter(Number.isFinite));
  const zeroHits = (ratio: Ratio | undefined) =>
    ratio && ratio.of > 0 ? `${Math.round(((ratio.of - ratio.hits) / ratio.of) * 100)} %` : '—';
  return [
    formatTable(
      [
        'system',
        'build s',
        'memory MB',
        'bill on page 1',
        'typo zero-hit',
        'cold p50',
        'p95',
        'p99',
        'warm p50',
        'p95',
        'p99',
        'warm p95 ÷ best',
      ],
      results.map((r, i) => {
        const { cold, warm } = pooled[i]!;
        return [
          r.system.name,
          (r.buildMs / 1000).toFixed(2),
          mb(r.heapBytes),
          r.billsFound ? `${r.billsFound.hits}/${r.billsFound.of}` : '—',
          zeroHits(r.typosAnswered),
          ms(cold.p50),
          ms(cold.p95),
          ms(cold.p99),
          ms(warm.p50),
          ms(warm.p95),
          ms(warm.p99),
          Number.isFinite(warm.p95) && best > 0 ? `${(warm.p95 / best).toFixed(2)}×` : '—',
        ];
      }),
    ),
    `(percentiles in ms pooled over the ${common.length} query groups every system timed)`,
  ].join('\n');
}

/** One row per query group; per system p50/p95/p99 in ms and sequential queries per second. */
export function latencyTable(results: SystemResult[], minTimed: number): string {
  const header = ['query kind', ...results.flatMap(() => ['p50', 'p95', 'p99', 'q/s'])];
  const spans = results.map((r, i) => ({ title: r.system.name, from: 1 + i * 4, to: 4 + i * 4 }));
  const labels = results[0]?.groups.map((g) => g.label) ?? [];
  const rows = labels.map((label) => [
    label,
    ...results.flatMap((r) => {
      const group = r.groups.find((g) => g.label === label);
      if (group?.outOfTime) return ['time', '—', '—', '—'];
      if (!group?.timed) return ['—', '—', '—', '—'];
      const short = group.timed.stats.n < minTimed ? '*' : '';
      return statCells(group.timed.stats, (group.limitation ? '≈' : '') + short);
    }),
  ]);
  return formatTable(header, rows, spans);
}

export function statCells(stats: LatencyStats, mark = ''): string[] {
  return [mark + ms(stats.p50), ms(stats.p95), ms(stats.p99), rate(stats.perSecond)];
}

/** Requests per second: whole numbers, except for the slowest systems. */
export const rate = (value: number) => (value >= 100 ? count(value) : value.toFixed(value >= 1 ? 1 : 2));

export function limitationsText(results: SystemResult[]): string {
  return results
    .map((r) => {
      const limits = Object.entries(r.system.limits).map(
        ([feature, limit]) => `    ${limit.level === 'missing' ? '—' : '≈'} ${feature}: ${limit.why}`,
      );
      return [`  ${r.system.name}: ${r.system.configuration}`, ...limits].join('\n');
    })
    .join('\n');
}

export function httpTable(results: HttpResult[]): string {
  return formatTable(
    ['scale', 'workload', 'clients', 'p50', 'p95', 'p99', 'req/s', 'failed'],
    results.map((r) => [
      `${r.scale}×`,
      r.workload,
      String(r.connections),
      ...statCells(r.stats).slice(0, 3),
      rate(r.requestsPerSecond),
      String(r.failed),
    ]),
    [],
    ['left', 'left'],
  );
}
