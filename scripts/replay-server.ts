// npm run replay-server -- [--data ../shared/data | --synthetic] [--port 8900] [--limit-bills N]
//                           [--latency-ms N] [--api-key KEY] [--host 127.0.0.1]
// Serves recorded malegislature.gov and Open States API v3 answers locally (server/sync/testing/README.md),
// for manual runs of the sync and benchmarks. Runs until Ctrl-C. Exit codes: 0 stopped, 2 bad arguments.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  recordingsFromSharedData,
  startReplayServer,
  syntheticRecordings,
} from '../server/sync/testing/replay-server.js';

const USAGE = `Usage: npm run replay-server -- [--data DIR | --synthetic] [options]

  --data DIR          a shared/data-style directory (default ../shared/data)
  --synthetic         the small made-up recordings instead (no data directory needed)
  --limit-bills N     at most N bills per session (the ones with real responses, histories or votes first)
  --port N            port to listen on (default 8900; 0 picks a free one)
  --host ADDRESS      interface to listen on (default 127.0.0.1)
  --latency-ms N      delay every answer by N ms, to look like a distant server
  --api-key KEY       the Open States key to accept (default replay-open-states-key)`;

function usageError(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function number(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) usageError(`--${name} must be a whole number, not '${value}'.`);
  return Number(value);
}

function parseCommandLine() {
  try {
    return parseArgs({
      options: {
        data: { type: 'string' },
        synthetic: { type: 'boolean' },
        port: { type: 'string' },
        host: { type: 'string' },
        'limit-bills': { type: 'string' },
        'latency-ms': { type: 'string' },
        'api-key': { type: 'string' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    usageError((error as Error).message);
  }
}

const options = parseCommandLine();
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
if (options.synthetic && options.data) usageError('Give --data or --synthetic, not both.');
const dataDir = options.data ?? '../shared/data';
if (!options.synthetic && !existsSync(dataDir)) usageError(`No data directory at ${dataDir}.`);

const started = performance.now();
const recordings = options.synthetic
  ? syntheticRecordings()
  : recordingsFromSharedData(dataDir, { limitBills: number(options['limit-bills'], 'limit-bills') });
const server = await startReplayServer({
  recordings,
  port: number(options.port, 'port') ?? 8900,
  host: options.host,
  latencyMs: number(options['latency-ms'], 'latency-ms'),
  apiKey: options['api-key'],
});
console.log(`Replaying ${recordings.description} (ready in ${Math.round(performance.now() - started)} ms)
  malegislature.gov API  ${server.malegislatureBaseUrl}   (for https://malegislature.gov/api)
  Open States API v3     ${server.openStatesBaseUrl}   (for https://v3.openstates.org, X-API-KEY: ${server.apiKey})
Ctrl-C stops it.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => {
      console.log(`Answered ${server.requests().length} requests.`);
      process.exit(0);
    });
  });
}
