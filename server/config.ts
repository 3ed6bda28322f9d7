import { resolve } from 'node:path';
import { databaseConfigFromEnv, type DatabaseConfig } from './db/database.js';

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: string;
  database: DatabaseConfig;
  /** The built client (vite build output); served with an SPA fallback when it exists. */
  clientDir: string;
  /** Load the demo data at start when the database is empty. */
  seedWhenEmpty: boolean;
  /** Volume multiplier of the demo data (1 = a full legislature; e2e uses less to start fast). */
  seedScale: number;
}

/** Every setting comes from the environment; the README lists them. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be 0-65535, got '${env.PORT}'`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    logLevel: env.LOG_LEVEL ?? 'info',
    database: databaseConfigFromEnv(env),
    clientDir: resolve(env.CLIENT_DIR ?? 'dist'),
    seedWhenEmpty: env.SEED_DEMO_DATA !== 'false',
    seedScale: parsePositiveNumber('SEED_SCALE', env.SEED_SCALE ?? '1'),
  };
}

function parsePositiveNumber(name: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive number, got '${value}'`);
  return parsed;
}
