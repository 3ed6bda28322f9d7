import { buildApp, type App } from '../app.js';
import type { PasswordHasher } from '../lib/passwords.js';
import { CHEAP_PASSWORDS } from './auth-helpers.js';
import { insertFixtures } from './fixtures.js';
import { sharedSchemaController } from './schema-compilers.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: App;
  database: TestDatabase;
  fixtures: Awaited<ReturnType<typeof insertFixtures>>;
  close(): Promise<void>;
}

/**
 * The real app over a migrated in-memory SQLite database holding the fixtures. Passwords are hashed at a
 * low cost (CHEAP_PASSWORDS) unless `passwords` says otherwise.
 */
export async function createTestApp(
  options: {
    clientDir?: string;
    serverRenderEntry?: string;
    trustProxy?: boolean;
    today?: string;
    passwords?: PasswordHasher;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase('sqlite');
  const fixtures = await insertFixtures(database.db);
  // A render waits for its data as long as it takes: these tests check what a page holds, and on a busy
  // machine the production limit (800 ms) cut the bill search's results off (issue 19).
  const app = await buildApp({
    db: database.db,
    renderDataTimeoutMs: 60_000,
    passwords: CHEAP_PASSWORDS,
    schemaController: sharedSchemaController,
    ...options,
  });
  // The server-rendering bundle loads beside start-up (plugins/client-app.ts); tests render at once.
  await app.readiness.whenReady();
  return {
    app,
    database,
    fixtures,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
