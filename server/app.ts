import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from './db/database.js';
import type { InsightsOptions } from './insights/insights-config.js';
import type { SearchServiceOptions } from './search/search-service.js';
import type { SearchPageSettings } from './search/page-config.js';
import type { SearchClientTimeouts } from './schemas/search-config.js';
import type { RemoteSearch } from './scale-out/scale-out-config.js';
import clientApp from './plugins/client-app.js';
import clock from './plugins/clock.js';
import compression from './plugins/compression.js';
import database from './plugins/database.js';
import dataVersion from './plugins/data-version.js';
import errors, { formatValidationErrors } from './plugins/errors.js';
import storableValues from './plugins/storable-values.js';
import health from './plugins/health.js';
import idempotency from './plugins/idempotency.js';
import httpCaching from './plugins/http-caching.js';
import { DATA_VERSION_FRESH_MS } from './plugins/data-version.js';
import { FrontCache, frontServer } from './lib/front-cache.js';
import { writesThrough } from './db/write-counter.js';
import jurisdiction from './plugins/jurisdiction.js';
import search from './plugins/search.js';
import searchProxy from './plugins/search-proxy.js';
import securityHeaders from './plugins/security-headers.js';
import auth from './plugins/auth.js';
import csrf from './plugins/csrf.js';
import algoliaRoutes from './routes/1/index.js';
import agendaRoutes from './routes/api/agenda/index.js';
import authRoutes from './routes/api/auth/index.js';
import billRoutes from './routes/api/bills/index.js';
import billSearchResultRoutes from './routes/api/bills/search-results/index.js';
import lawRoutes from './routes/api/laws/index.js';
import committeeRoutes from './routes/api/committees/index.js';
import legislatorRoutes from './routes/api/legislators/index.js';
import liveCalendarRoutes from './routes/api/live-calendar/index.js';
import meetingRoutes from './routes/api/meetings/index.js';
import newsRoutes from './routes/api/news/index.js';
import pressRoutes from './routes/api/press/index.js';
import reportRoutes from './routes/api/reports/index.js';
import searchConfigRoutes from './routes/api/search-config/index.js';
import searchInsightsRoutes from './routes/api/search-insights/index.js';
import stateRoutes from './routes/api/states/index.js';
import trackingRoutes from './routes/api/tracking/index.js';
import voteRoutes from './routes/api/votes/index.js';
import whipboardRoutes from './routes/api/whipboards/index.js';
import notificationRoutes from './routes/api/notifications/index.js';
import { appSecrets } from './notifications/app-secrets.js';
import { passwords, type PasswordHasher } from './lib/passwords.js';

export interface AppOptions {
  db: Db;
  /** Directory of the built client; omitted in API tests. */
  clientDir?: string;
  /** The built server-rendering bundle (dist-ssr/server-render.js); pages are rendered in the browser without it. */
  serverRenderEntry?: string;
  /**
   * How long a server render waits for its data before sending the page with loading states (default
   * 800 ms, server/plugins/page-renderer.ts). Tests of what a page holds wait as long as it takes.
   */
  renderDataTimeoutMs?: number;
  logger?: FastifyServerOptions['logger'];
  /** Close the database when the app closes (the server owns it; tests usually share one). */
  closeDbOnClose?: boolean;
  /** The embedded search service; tests default to an in-memory store. */
  search?: SearchServiceOptions;
  /**
   * SEARCH_URL (issue 17, scale-out): the search service of another process, which this one forwards
   * /1/* and /api/search_insights to instead of holding an engine; its application id and search-only key
   * are handed to the browser.
   */
  remoteSearch?: RemoteSearch;
  /** Hosted Algolia, when configured: the browser is then pointed at it. */
  hostedAlgolia?: { appId: string; searchApiKey?: string };
  /** The search pages' tabs and facets (each state brings its layout and sessions); defaults when omitted. */
  searchPage?: SearchPageSettings;
  /** The browser search client's timeouts; phone-sized defaults when omitted (issue 18). */
  searchClientTimeouts?: SearchClientTimeouts;
  /** The results overview (issue 9): its language model, if any, and cache; the grounded writer when omitted. */
  insights?: Partial<InsightsOptions>;
  /** Pins "today" ('YYYY-MM-DD', or a function giving it); the real date in Boston when omitted. */
  today?: string | (() => string | undefined);
  /**
   * Behind a TLS-terminating proxy: which X-Forwarded-* to believe (Secure cookies, per-IP limits): a
   * hop count or the proxies' addresses (config.ts TRUST_PROXY); `true` in tests trusts any.
   */
  trustProxy?: boolean | number | string[];
  /** DEFAULT_STATE: the state (postal code) of a request that names none from a reader who picked none. */
  defaultState?: string;
  /** Notices (issue 22): allow http and local push endpoints (the test push service); never in production. */
  allowLocalPushEndpoints?: boolean;
  /** Told of every route as it is added (the fuzz test walks them all). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * How passwords are hashed: scrypt at the app's cost when omitted. API tests pass scrypt at a low cost
   * (CHEAP_PASSWORDS, server/testing/auth-helpers.ts) through the same code; auth.test.ts checks the app's own.
   */
  passwords?: PasswordHasher;
  /**
   * How route schemas are compiled (Fastify's `schemaController`): Fastify's own compilers, made for this
   * app, when omitted. Tests pass compilers shared by the apps of a test process (issue 19,
   * server/testing/schema-compilers.ts).
   */
  schemaController?: FastifyServerOptions['schemaController'];
}

/** Builds the whole HTTP application without listening, so tests can drive it with `inject`. */
export async function buildApp(options: AppOptions) {
  // A hop count as the function proxy-addr makes of it (Fastify's types list no number).
  const hops = options.trustProxy;
  const trustProxy: FastifyServerOptions['trustProxy'] =
    typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : (hops ?? false);
  // A crowd's repeats of shared answers, answered before Fastify (lib/front-cache.ts).
  const frontCache = new FrontCache({
    freshMs: DATA_VERSION_FRESH_MS,
    writes: () => writesThrough(options.db),
  });
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy,
    schemaErrorFormatter: formatValidationErrors,
    // Long enough for a phone on a poor connection, short enough to free sockets.
    requestTimeout: 30_000,
    bodyLimit: 1_048_576,
    // Algolia objectIDs and index names in URLs can be long; the default (100) would answer 414.
    routerOptions: { maxParamLength: 1000 },
    serverFactory: frontServer(frontCache),
    ...(options.schemaController ? { schemaController: options.schemaController } : {}),
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // External-facing concerns first, then data, then routes (fastify/demo order).
  await app.register(errors);
  await app.register(health);
  await app.register(storableValues);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(database, { db: options.db, closeDbOnClose: options.closeDbOnClose ?? false });
  await app.register(dataVersion);
  if (!options.remoteSearch)
    await app.register(search, options.search ?? { dataFile: ':memory:', appId: 'STATEHOUSE' });
  await app.register(clock, { today: options.today });
  await app.register(auth);
  await app.register(jurisdiction, { defaultState: options.defaultState });
  // After the state and the reader are known: shared answers are kept per state, for signed-out readers.
  await app.register(httpCaching, { frontCache });
  await app.register(csrf);
  // After the reader is known: a repeated write is answered from its first answer (issue 18).
  await app.register(idempotency);

  await app.register(authRoutes, { passwords: options.passwords ?? passwords });
  await app.register(stateRoutes);
  await app.register(agendaRoutes);
  await app.register(trackingRoutes);
  await app.register(reportRoutes);
  await app.register(whipboardRoutes);
  await app.register(notificationRoutes, {
    secrets: appSecrets(options.db),
    allowLocalPushEndpoints: options.allowLocalPushEndpoints ?? false,
  });
  await app.register(legislatorRoutes);
  await app.register(committeeRoutes);
  await app.register(billRoutes);
  await app.register(billSearchResultRoutes);
  await app.register(lawRoutes);
  await app.register(liveCalendarRoutes);
  await app.register(meetingRoutes);
  await app.register(voteRoutes);
  await app.register(newsRoutes);
  await app.register(pressRoutes);
  await app.register(searchConfigRoutes, {
    hosted: options.hostedAlgolia,
    page: options.searchPage,
    clientTimeouts: options.searchClientTimeouts,
    ...(options.remoteSearch ? { remote: options.remoteSearch } : {}),
  });
  if (options.remoteSearch) {
    await app.register(searchProxy, { url: options.remoteSearch.url });
  } else {
    await app.register(searchInsightsRoutes, options.insights ?? {});
    await app.register(algoliaRoutes);
  }

  await app.register(clientApp, {
    clientDir: options.clientDir,
    serverRenderEntry: options.serverRenderEntry,
    renderDataTimeoutMs: options.renderDataTimeoutMs,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
