// The load generator, in a worker thread so it does not share the server's event loop. autocannon's own
// histogram keeps whole milliseconds; its 'response' event gives each latency as a float, which we keep.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

export interface LoadJob {
  url: string;
  path: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** JSON bodies, sent in turn; each connection starts at a different one. */
  bodies: string[];
}

export interface LoadResult {
  latencies: number[];
  non2xx: number;
  errors: number;
  seconds: number;
}

interface AutocannonRequest {
  method: 'POST';
  path: string;
  body: string;
}

interface AutocannonClient {
  setRequests(requests: AutocannonRequest[]): void;
}

interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}

type Autocannon = (
  options: {
    url: string;
    connections: number;
    duration: number;
    headers: Record<string, string>;
    requests: AutocannonRequest[];
    setupClient: (client: AutocannonClient) => void;
  },
  done: (error: Error | null, result: { errors: number; duration: number }) => void,
) => AutocannonInstance;

// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

function runLoad(job: LoadJob): Promise<LoadResult> {
  const requests = job.bodies.map((body): AutocannonRequest => ({ method: 'POST', path: job.path, body }));
  const latencies: number[] = [];
  let non2xx = 0;
  let nextStart = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.url,
        connections: job.connections,
        duration: job.seconds,
        headers: job.headers,
        requests,
        setupClient: (client) => {
          // Spread connections over the bodies, so concurrent clients do not send the same query.
          const start = (nextStart++ * 7) % requests.length;
          client.setRequests([...requests.slice(start), ...requests.slice(0, start)]);
        },
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({ latencies, non2xx, errors: result.errors, seconds: result.duration }),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
      else non2xx++;
    });
  });
}

if (parentPort) {
  const port = parentPort;
  runLoad(workerData as LoadJob).then(
    (result) => port.postMessage({ ok: true, result }),
    (error: unknown) => port.postMessage({ ok: false, error: String(error) }),
  );
}
