import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';
import { createRepositories, type Repositories } from '../db/repositories/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    repos: Repositories;
  }
}

/** The database is opened (and migrated) by the caller, so tests and the server choose their own. */
async function databasePlugin(app: FastifyInstance, options: { db: Db; closeDbOnClose: boolean }) {
  app.decorate('db', options.db);
  app.decorate('repos', createRepositories(options.db));
  if (options.closeDbOnClose) app.addHook('onClose', async () => options.db.destroy());
}

export default fp(databasePlugin, { name: 'database' });
