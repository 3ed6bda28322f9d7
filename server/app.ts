import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from './db/database.js';
import clientApp from './plugins/client-app.js';
import database from './plugins/database.js';
import errors, { formatValidationErrors } from './plugins/errors.js';
import httpCaching from './plugins/http-caching.js';
import securityHeaders from './plugins/security-headers.js';
import billRoutes from './routes/api/bills/index.js';
import committeeRoutes from './routes/api/committees/index.js';
import legislatorRoutes from './routes/api/legislators/index.js';
import liveCalendarRoutes from './routes/api/live-calendar/index.js';

export interface AppOptions {
  db: Db;
  /** Directory of the built client; omitted in API tests. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Close the database when the app closes (the server owns it; tests usually share one). */
  closeDbOnClose?: boolean;
}

/** Builds the whole HTTP application without listening, so tests can drive it with `inject`. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    schemaErrorFormatter: formatValidationErrors,
    // Long enough for a phone on a poor connection, short enough to free sockets.
    requestTimeout: 30_000,
    bodyLimit: 1_048_576,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // External-facing concerns first, then data, then routes (fastify/demo order).
  await app.register(errors);
  await app.register(securityHeaders);
  await app.register(httpCaching);
  await app.register(database, { db: options.db, closeDbOnClose: options.closeDbOnClose ?? false });

  await app.register(legislatorRoutes);
  await app.register(committeeRoutes);
  await app.register(billRoutes);
  await app.register(liveCalendarRoutes);

  await app.register(clientApp, { clientDir: options.clientDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
