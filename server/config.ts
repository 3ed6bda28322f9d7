import { resolve } from 'node:path';
import { databaseConfigFromEnv, type DatabaseConfig } from './db/database.js';
import { insightsConfigFromEnv, type InsightsOptions } from './insights/insights-config.js';
import {
  notificationsConfigFromEnv,
  type NotificationsOptions,
} from './notifications/notifications-config.js';
import { DEFAULT_SEARCH_CLIENT_TIMEOUTS, type SearchClientTimeouts } from './schemas/search-config.js';
import { searchPageConfigFromEnv, type SearchPageSettings } from './search/page-config.js';
import { searchConfigFromEnv, type SearchServiceOptions } from './search/search-service.js';
import { scaleOutConfigFromEnv, type ScaleOutConfig } from './scale-out/scale-out-config.js';
import type { SyncSettings } from './sync/run-sync.js';
import { syncScheduleFromEnv, syncSettingsFromEnv, type SyncSchedule } from './sync/sync-config.js';

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: string;
  database: DatabaseConfig;
  /** The built client (vite build output); served with an SPA fallback when it exists. */
  clientDir: string;
  /** The server-rendering bundle (`vite build --ssr`); `SERVER_RENDER=false` leaves every page to the browser. */
  serverRenderEntry?: string;
  /** Load the demo data at start when the database is empty. */
  seedWhenEmpty: boolean;
  /** Volume multiplier of the demo data (1 = a full legislature; e2e uses less to start fast). */
  seedScale: number;
  search: SearchServiceOptions;
  /**
   * Where the indexer writes: the embedded engine (default) or hosted Algolia when
   * ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY are set (the browser then gets ALGOLIA_SEARCH_API_KEY).
   */
  hostedAlgolia?: { appId: string; adminApiKey: string; searchApiKey?: string };
  /** The search pages' tabs and facets (SEARCH_* variables); layout and sessions are each state's. */
  searchPage: SearchPageSettings;
  /** The browser search client's connect / read / write timeouts (SEARCH_CLIENT_*_TIMEOUT_MS). */
  searchClientTimeouts: SearchClientTimeouts;
  /** The results overview: a language model when INSIGHTS_LLM_* are set, and its cache (INSIGHTS_* variables). */
  insights: InsightsOptions;
  /** How often the indexer looks for database changes made by other processes. */
  searchSyncIntervalMs: number;
  /**
   * The demo floor session (issue 4): appends floor actions to demo bills every `intervalMs`, up to
   * `maxActionsPerSitting` a chamber a day (DEMO_FLOOR_SESSION_MAX_ACTIONS, default 120); null when off.
   */
  demoFloorSession: { intervalMs: number; maxActionsPerSitting?: number } | null;
  /** STATEHOUSE_TODAY pins "today" (YYYY-MM-DD); otherwise the demo's own today on demo data, else the real date. */
  today?: string;
  /**
   * TRUST_PROXY: which X-Forwarded-* to believe behind a TLS-terminating reverse proxy: a hop count
   * (`1` for one proxy; `true` means 1) or a comma list of the proxies' addresses or CIDR ranges.
   */
  trustProxy: TrustProxy;
  /** DEFAULT_STATE (a postal code such as `ma`): the state of a reader who has not picked one. */
  defaultState?: string;
  /** The scheduled sync from the official sources (SYNC_* variables); null when SYNC_INTERVAL_MINUTES is unset. */
  sync: { settings: SyncSettings; schedule: SyncSchedule } | null;
  /** Several processes (WORKERS) and a search service elsewhere (SEARCH_URL); issue 17. */
  scaleOut: ScaleOutConfig;
  /** Notice delivery (issue 22): PUBLIC_URL, SMTP_URL, MAIL_FROM, NOTIFICATIONS_POLL_MS. */
  notifications: NotificationsOptions;
}

/** Every setting comes from the environment; the README lists them. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be 0-65535, got '${env.PORT}'`);
  const database = databaseConfigFromEnv(env);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    logLevel: env.LOG_LEVEL ?? 'info',
    database,
    clientDir: resolve(env.CLIENT_DIR ?? 'dist'),
    serverRenderEntry:
      env.SERVER_RENDER === 'false'
        ? undefined
        : resolve(env.SERVER_RENDER_ENTRY ?? 'dist-ssr/server-render.js'),
    seedWhenEmpty: env.SEED_DEMO_DATA !== 'false',
    seedScale: parsePositiveNumber('SEED_SCALE', env.SEED_SCALE ?? '1'),
    search: searchConfigFromEnv(env),
    ...(env.ALGOLIA_APP_ID && env.ALGOLIA_ADMIN_API_KEY
      ? {
          hostedAlgolia: {
            appId: env.ALGOLIA_APP_ID,
            adminApiKey: env.ALGOLIA_ADMIN_API_KEY,
            ...(env.ALGOLIA_SEARCH_API_KEY ? { searchApiKey: env.ALGOLIA_SEARCH_API_KEY } : {}),
          },
        }
      : {}),
    searchPage: searchPageConfigFromEnv(env),
    searchClientTimeouts: searchClientTimeoutsFromEnv(env),
    insights: insightsConfigFromEnv(env),
    searchSyncIntervalMs:
      parsePositiveNumber('SEARCH_SYNC_INTERVAL_SECONDS', env.SEARCH_SYNC_INTERVAL_SECONDS ?? '5') * 1000,
    ...(env.STATEHOUSE_TODAY ? { today: parseIsoDay('STATEHOUSE_TODAY', env.STATEHOUSE_TODAY) } : {}),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ...(env.DEFAULT_STATE ? { defaultState: parseStateCode('DEFAULT_STATE', env.DEFAULT_STATE) } : {}),
    sync: syncConfigFromEnv(env),
    scaleOut: scaleOutConfigFromEnv(env, database),
    notifications: notificationsConfigFromEnv(env, port),
    // On by default: it only ever touches generated demo bills, so imported data is never affected.
    demoFloorSession:
      env.DEMO_FLOOR_SESSION === 'false'
        ? null
        : {
            intervalMs:
              parsePositiveNumber(
                'DEMO_FLOOR_SESSION_INTERVAL_SECONDS',
                env.DEMO_FLOOR_SESSION_INTERVAL_SECONDS ?? '5',
              ) * 1000,
            ...(env.DEMO_FLOOR_SESSION_MAX_ACTIONS
              ? {
                  maxActionsPerSitting: Math.ceil(
                    parsePositiveNumber('DEMO_FLOOR_SESSION_MAX_ACTIONS', env.DEMO_FLOOR_SESSION_MAX_ACTIONS),
                  ),
                }
              : {}),
          },
  };
}

/** Whole milliseconds from 100 ms to 10 minutes, as the search config's schema allows. */
function parseTimeoutMs(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 100 || parsed > 600_000)
    throw new Error(`${name} must be whole milliseconds from 100 to 600000, got '${value}'`);
  return parsed;
}

/** The timeouts the browser's search client is handed (issue 18: phone-sized defaults). */
export function searchClientTimeoutsFromEnv(env: NodeJS.ProcessEnv): SearchClientTimeouts {
  const defaults = DEFAULT_SEARCH_CLIENT_TIMEOUTS;
  return {
    connect: parseTimeoutMs(
      'SEARCH_CLIENT_CONNECT_TIMEOUT_MS',
      env.SEARCH_CLIENT_CONNECT_TIMEOUT_MS,
      defaults.connect,
    ),
    read: parseTimeoutMs('SEARCH_CLIENT_READ_TIMEOUT_MS', env.SEARCH_CLIENT_READ_TIMEOUT_MS, defaults.read),
    write: parseTimeoutMs(
      'SEARCH_CLIENT_WRITE_TIMEOUT_MS',
      env.SEARCH_CLIENT_WRITE_TIMEOUT_MS,
      defaults.write,
    ),
  };
}

function syncConfigFromEnv(env: NodeJS.ProcessEnv): ServerConfig['sync'] {
  const schedule = syncScheduleFromEnv(env);
  return schedule ? { settings: syncSettingsFromEnv(env), schedule } : null;
}

function parsePositiveNumber(name: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive number, got '${value}'`);
  return parsed;
}

export type TrustProxy = false | number | string[];

/**
 * Trusting every X-Forwarded-For would let a client name any address it likes, and so step around the
 * per-address sign-in limits by rotating it (issue 17). Only the hops our own proxies add are believed:
 * a count of them from the right, or the proxies' own addresses ('loopback', '10.0.0.0/8', …).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const valid = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;
  const bad = addresses.find((address) => !valid.test(address));
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY must be a hop count (e.g. 1) or a comma list of proxy addresses or ranges, got '${bad}'`,
    );
  }
  return addresses;
}

function parseStateCode(name: string, value: string): string {
  const code = value.trim().toLowerCase();
  if (!/^[a-z]{2,10}$/.test(code))
    throw new Error(`${name} must be a state's postal code like ma, got '${value}'`);
  return code;
}

function parseIsoDay(name: string, value: string): string {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
  if (!valid || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value)
    throw new Error(`${name} must be a date like 2026-03-15, got '${value}'`);
  return value;
}
