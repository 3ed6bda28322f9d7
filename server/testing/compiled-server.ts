// The server as `npm start` runs it (compiled to JavaScript, no tsx), for the tests that start it as a
// process. Under tsx every process and every search worker thread loads the TypeScript loader and compiles
// the server's modules again: a start to listening took 4.0 CPU-s, 2.1 compiled (issue 19), and the
// compile itself about 0.5 CPU-s (esbuild).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { compileServer } from '../../scripts/compile-server.mjs';

export interface CompiledServer {
  /** The compiled server/server.ts: `spawn(process.execPath, [entry])`. */
  entry: string;
  /** Removes the compiled files. */
  remove(): void;
}

/**
 * Compiles the server's current sources into a folder of the caller's own under var/ (inside the project,
 * where the compiled modules find their packages; each test file compiles its own, so a run never starts
 * an older build than its sources and no file empties another's folder).
 */
export async function compiledServer(): Promise<CompiledServer> {
  const dir = join('var', 'test-server', randomBytes(6).toString('hex'));
  const entry = await compileServer(dir);
  return { entry, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
