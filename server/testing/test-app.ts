import { buildApp, type App } from '../app.js';
import { insertFixtures } from './fixtures.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: App;
  database: TestDatabase;
  fixtures: Awaited<ReturnType<typeof insertFixtures>>;
  close(): Promise<void>;
}

/** The real app over a migrated in-memory SQLite database holding the fixtures. */
export async function createTestApp(
  options: { clientDir?: string; serverRenderEntry?: string; trustProxy?: boolean; today?: string } = {},
): Promise<TestApp> {
  const database = await createTestDatabase('sqlite');
  const fixtures = await insertFixtures(database.db);
  const app = await buildApp({ db: database.db, ...options });
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
