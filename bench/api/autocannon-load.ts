// One load run with autocannon, and the figures the benches print from it. autocannon ships no types;
// this is the part of its API used here.
import { createRequire } from 'node:module';

/** What a browser sends (Chrome 120+ adds zstd, which the server does not offer). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  requests: number;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

type Autocannon = (
  options: {
    url: string;
    connections: number;
    duration: number;
    headers: Record<string, string>;
    requests: LoadRequest[];
  },
  done: (error: Error | null, result: AutocannonResult) => void,
) => unknown;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** `requests` are sent in turn by each connection for `seconds`. */
export function load(options: {
  url: string;
  connections: number;
  seconds: number;
  requests: LoadRequest[];
  headers?: Record<string, string>;
}): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...options.headers },
        requests: options.requests,
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          requestsPerSecond: result.requests.average,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          requests: result.requests.total,
        });
      },
    );
  });
}
