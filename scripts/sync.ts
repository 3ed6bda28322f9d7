// npm run sync -- <state> [--source malegislature|openstates] [--full]
// Pulls what changed since the last sync of a state from its official source into the database chosen by
// DATABASE_URL / DATABASE_FILE (migrated first), printing progress as it goes and a report at the end.
// Exit codes as `npm run import`: 0 synced, 1 the sync failed or was stopped (the next run resumes
// after the last batch written), 2 bad arguments.
import { parseArgs } from 'node:util';
import { databaseConfigFromEnv, migrateToLatest, openDatabase } from '../server/db/database.js';
import { formatReport } from '../server/db/import/import-report.js';
import { runSync } from '../server/sync/run-sync.js';
import { syncSettingsFromEnv } from '../server/sync/sync-config.js';
import type { SyncProgress } from '../server/sync/sync-context.js';
import type { SyncSource } from '../server/sync/sync-store.js';

const USAGE = `Usage: npm run sync -- <state> [--source malegislature|openstates] [--full] [--today YYYY-MM-DD]

  <state>        postal code: ma (malegislature.gov by default), mo, … (the Open States API)
  --source NAME  malegislature (Massachusetts only) or openstates (any state; needs OPENSTATES_API_KEY)
  --full         read everything, not only what changed since the last sync
  --today DAY    the day that counts as today at the capitol (recent and upcoming; default: the real one)

Settings: MALEGISLATURE_API_URL (https://malegislature.gov/api), OPENSTATES_API_URL (https://v3.openstates.org),
OPENSTATES_API_KEY, SYNC_CONCURRENCY (4). Database: DATABASE_URL=postgres://… or DATABASE_FILE (var/statehouse.db).`;

function usageError(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function parseCommandLine() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        source: { type: 'string' },
        full: { type: 'boolean' },
        today: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    usageError((error as Error).message);
  }
  if (parsed.values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const [state, ...extra] = parsed.positionals;
  if (!state || extra.length > 0) usageError('Expected one state.');
  if (!/^[a-z]{2}$/i.test(state)) usageError(`'${state}' is not a state's postal code like ma.`);
  const source = parsed.values.source;
  if (source !== undefined && source !== 'malegislature' && source !== 'openstates')
    usageError(`--source must be malegislature or openstates, not '${String(source)}'.`);
  const today = parsed.values.today;
  if (today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(today))
    usageError('--today must be like 2026-03-15.');
  return {
    state: state.toLowerCase(),
    source: source as SyncSource | undefined,
    full: parsed.values.full ?? false,
    today,
  };
}

function progressLine(progress: SyncProgress): string {
  return (
    `requests ${progress.requests} · bills ${progress.billsNew} new, ${progress.billsChanged} changed, ` +
    `${progress.billsUnchanged} unchanged · actions ${progress.actions} · roll calls ${progress.rollCalls} · ` +
    `hearings ${progress.hearings} · people ${progress.people}`
  );
}

async function main(): Promise<number> {
  let settings;
  try {
    settings = syncSettingsFromEnv(process.env);
  } catch (error) {
    usageError((error as Error).message);
  }
  const { state, source, full, today } = parseCommandLine();
  const db = openDatabase(databaseConfigFromEnv());
  const controller = new AbortController();
  // Ctrl-C stops after the batch in flight; the next run resumes there.
  process.once('SIGINT', () => controller.abort(new Error('stopped by SIGINT')));
  process.once('SIGTERM', () => controller.abort(new Error('stopped by SIGTERM')));
  const started = performance.now();
  const interactive = process.stdout.isTTY;
  try {
    await migrateToLatest(db);
    const result = await runSync(db, settings, {
      state,
      ...(source ? { source } : {}),
      full,
      ...(today ? { today } : {}),
      signal: controller.signal,
      onProgress: (progress) => {
        const line = progressLine(progress);
        if (interactive) process.stdout.write(`\r${line}`);
        else if (progress.batches % 10 === 0) console.log(line);
      },
    });
    if (interactive) process.stdout.write('\n');
    console.log(formatReport(result.report));
    console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result.unfinished ? 1 : 0;
  } catch (error) {
    console.error(`sync ${state} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
