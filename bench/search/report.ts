// Plain-text tables for stdout (they are pasted into issue notes as they are).
import type { SystemResult } from './bench-corpus.js';
import type { BenchCorpus } from './corpus.js';
import type { HttpResult } from './http.js';
import type { LatencyStats } from './measure.js';

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

/** `load` is the 1-minute load average after the corpus ran: above the CPU count, tails include waiting. */
export function corpusHeading(scale: number, corpus: BenchCorpus, load: number): string {
  const derived = corpus.derived ? ` (${count(corpus.derived)} derived to reach --chunks)` : '';
  return (
    `=== scale ${scale} · ${corpus.index}: ${count(corpus.records.length)} records${derived} · ` +
    `load average ${load.toFixed(2)} ===`
  );
}

export function buildTable(results: SystemResult[]): string {
  return formatTable(
    ['system', 'build s', 'heap MB', 'bill on page 1', 'typo queries with hits'],
    results.map((r) => [
      r.system.name,
      (r.buildMs / 1000).toFixed(2),
      mb(r.heapBytes),
      r.billsFound ? `${r.billsFound.hits}/${r.billsFound.of}` : '—',
      r.typosAnswered ? `${r.typosAnswered.hits}/${r.typosAnswered.of}` : '—',
    ]),
  );
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
      if (!group?.timed) return ['—', '—', '—', '—'];
      const short = group.timed.stats.n < minTimed ? '*' : '';
      return statCells(group.timed.stats, (group.limitation ? '≈' : '') + short);
    }),
  ]);
  return formatTable(header, rows, spans);
}

export function statCells(stats: LatencyStats, mark = ''): string[] {
  return [mark + ms(stats.p50), ms(stats.p95), ms(stats.p99), count(stats.perSecond)];
}

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
      count(r.requestsPerSecond),
      String(r.failed),
    ]),
    [],
    ['left', 'left'],
  );
}
