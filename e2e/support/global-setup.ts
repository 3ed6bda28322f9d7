import { execFileSync } from 'node:child_process';

/**
 * Compiles the server once for every e2e server of the run (scripts/e2e-server.mjs would compile it for
 * each, and the workers start theirs at the same time); the workers inherit the variable.
 */
export default function compileServerOnce() {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  process.env.E2E_SERVER_COMPILED = 'true';
}
