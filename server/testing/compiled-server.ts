// The server as `npm start` runs it (compiled to JavaScript, no tsx), for the tests that start it as a
// process. Under tsx every process and every search worker thread loads the TypeScript loader and compiles
// the server's modules again: a start to listening took 4.0 CPU-s, 2.1 compiled (issue 19), and the
// compile itself about 0.5 CPU-s (esbuild).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { compileServer } from '../../scripts/compile-server.mjs';

/**
 * Compiles the server's current sources before the calling file's tests, into a folder of the file's own
 * under var/ (inside the project, where the compiled modules find their packages; a run never starts an
 * older build than its sources, and no file empties another's folder), and removes it after them.
 * Returns the compiled server/server.ts's path, for `spawn(process.execPath, [entry()])` once compiled.
 */
export function compiledServerForFile(): () => string {
  const dir = join('var', 'test-server', randomBytes(6).toString('hex'));
  let entry: string | undefined;
  beforeAll(async () => {
    entry = await compileServer(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return () => {
    if (!entry) throw new Error('the server is compiled before the tests (beforeAll)');
    return entry;
  };
}
