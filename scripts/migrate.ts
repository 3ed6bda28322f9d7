// `npm run migrate`: apply pending migrations to the configured database and say which ran.
import { databaseConfigFromEnv, migrateToLatest, openDatabase } from '../server/db/database.js';

const config = databaseConfigFromEnv();
const db = openDatabase(config);
try {
  const applied = await migrateToLatest(db);
  const where = config.kind === 'sqlite' ? config.file : 'PostgreSQL';
  console.log(applied.length ? `Applied ${applied.join(', ')} to ${where}.` : `${where} is up to date.`);
} finally {
  await db.destroy();
}
