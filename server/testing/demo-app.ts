import { buildApp, type App } from '../app.js';
import { sharedSchemaController } from './schema-compilers.js';
import { seedDemoData } from '../db/seed/index.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface DemoApp {
  app: App;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app over a migrated in-memory SQLite database holding the demo data, small and repeatable. */
export async function createDemoApp(): Promise<DemoApp> {
  const database = await createTestDatabase('sqlite');
  await seedDemoData(database.db, { scale: 0.05, seed: 7 });
  const app = await buildApp({ schemaController: sharedSchemaController, db: database.db });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
