// The sync's settings from the environment (README "Keeping data current"): where the APIs are, the
// Open States key, how many requests at once, and the scheduled job's interval and states.
import { DEFAULT_SYNC_SETTINGS, type SyncSettings } from './run-sync.js';

export interface SyncSchedule {
  /** SYNC_INTERVAL_MINUTES: the job is off without it. */
  intervalMs: number;
  /** SYNC_STATES: postal codes, each synced from its default source. */
  states: string[];
}

function positiveInteger(name: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a whole number above 0, got '${value}'`);
  return parsed;
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL like https://…, got '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL, got '${value}'`);
  return value.replace(/\/+$/, '');
}

export function syncSettingsFromEnv(env: NodeJS.ProcessEnv): SyncSettings {
  return {
    malegislatureUrl: httpUrl(
      'MALEGISLATURE_API_URL',
      env.MALEGISLATURE_API_URL ?? DEFAULT_SYNC_SETTINGS.malegislatureUrl,
    ),
    openStatesUrl: httpUrl(
      'OPENSTATES_API_URL',
      env.OPENSTATES_API_URL ?? DEFAULT_SYNC_SETTINGS.openStatesUrl,
    ),
    ...(env.OPENSTATES_API_KEY ? { openStatesApiKey: env.OPENSTATES_API_KEY } : {}),
    concurrency: positiveInteger(
      'SYNC_CONCURRENCY',
      env.SYNC_CONCURRENCY ?? String(DEFAULT_SYNC_SETTINGS.concurrency),
    ),
  };
}

/** The scheduled job's settings, or null when SYNC_INTERVAL_MINUTES is not set (the job is off). */
export function syncScheduleFromEnv(env: NodeJS.ProcessEnv): SyncSchedule | null {
  if (!env.SYNC_INTERVAL_MINUTES) return null;
  const minutes = Number(env.SYNC_INTERVAL_MINUTES);
  if (!Number.isFinite(minutes) || minutes <= 0)
    throw new Error(
      `SYNC_INTERVAL_MINUTES must be a number of minutes above 0, got '${env.SYNC_INTERVAL_MINUTES}'`,
    );
  const states = (env.SYNC_STATES ?? '')
    .split(',')
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);
  if (states.length === 0)
    throw new Error('SYNC_INTERVAL_MINUTES is set: SYNC_STATES must name the states to sync, e.g. ma,mo');
  for (const code of states)
    if (!/^[a-z]{2}$/.test(code)) throw new Error(`SYNC_STATES: '${code}' is not a postal code like ma`);
  return { intervalMs: minutes * 60_000, states };
}
