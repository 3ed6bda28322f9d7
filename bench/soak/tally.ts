// Latencies and outcomes per kind of request, as bench:soak prints them.
import { BROWSER_ACCEPT_ENCODING } from '../api/autocannon-load.js';

/** What a test needs of an answer (its body already read, so its time is the whole exchange's). */
export interface Answer {
  status: number;
  setCookies: string[];
  text: string;
}

interface KindTally {
  latenciesMs: number[];
  clientErrors: number;
  serverErrors: number;
  failures: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

export class Tally {
  readonly #kinds = new Map<string, KindTally>();

  /** Sends a request as `kind` and counts its outcome; the answer when it came. */
  async send(kind: string, url: string, init: RequestInit = {}): Promise<Answer | undefined> {
    const tally = this.#kinds.get(kind) ?? { latenciesMs: [], clientErrors: 0, serverErrors: 0, failures: 0 };
    this.#kinds.set(kind, tally);
    const started = performance.now();
    try {
      const response = await fetch(url, {
        ...init,
        headers: {
          'accept-encoding': BROWSER_ACCEPT_ENCODING,
          'content-type': 'application/json',
          ...init.headers,
        },
      });
      const text = await response.text();
      tally.latenciesMs.push(performance.now() - started);
      if (response.status >= 500) tally.serverErrors++;
      else if (response.status >= 400) tally.clientErrors++;
      return { status: response.status, setCookies: response.headers.getSetCookie(), text };
    } catch {
      tally.failures++;
      return undefined;
    }
  }

  async get(kind: string, url: string, headers: Record<string, string> = {}): Promise<void> {
    await this.send(kind, url, { headers });
  }

  serverErrors(): number {
    return [...this.#kinds.values()].reduce((sum, kind) => sum + kind.serverErrors + kind.failures, 0);
  }

  print(): void {
    const rows = [['kind', 'requests', 'p50 ms', 'p99 ms', '4xx', '5xx', 'failed']];
    for (const [name, kind] of this.#kinds) {
      const sorted = [...kind.latenciesMs].sort((a, b) => a - b);
      rows.push([
        name,
        String(sorted.length + kind.failures),
        percentile(sorted, 50).toFixed(1),
        percentile(sorted, 99).toFixed(1),
        String(kind.clientErrors),
        String(kind.serverErrors),
        String(kind.failures),
      ]);
    }
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
    for (const row of rows)
      console.log(
        row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
      );
  }
}
