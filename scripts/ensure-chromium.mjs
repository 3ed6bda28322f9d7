// The e2e suite drives Debian's Chromium (never a downloaded browser): most tests in its headless shell
// (package chromium-headless-shell), those that need the full browser in chromium (e2e/support/browsers.ts).
// Install what is missing with apt when we are root (CI, fresh dev machines); otherwise say exactly what
// to run. Without the shell the suite still runs, every test in the full browser, only slower.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

const missing = [
  { path: CHROMIUM, pkg: 'chromium', required: true },
  { path: HEADLESS_SHELL, pkg: 'chromium-headless-shell', required: false },
].filter(({ path }) => !existsSync(path));
if (missing.length === 0) process.exit(0);

const packages = missing.map(({ pkg }) => pkg).join(' ');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  const advice = `Install it with:\n  sudo apt-get update && sudo apt-get install -y ${packages}`;
  if (missing.some(({ required }) => required)) {
    console.error(
      `Chromium is not installed at ${CHROMIUM}. ${advice}\n` +
        'or point CHROMIUM_PATH (and HEADLESS_SHELL_PATH) at existing binaries.',
    );
    process.exit(1);
  }
  console.warn(
    `Chromium's headless shell is not at ${HEADLESS_SHELL}: every e2e test runs in the full browser, ` +
      `which is slower. ${advice}`,
  );
  process.exit(0);
}

console.log(`Installing ${packages} with apt-get (one time)...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', ...missing.map(({ pkg }) => pkg)], {
  stdio: 'inherit',
  env,
});
const still = missing.filter(({ path }) => !existsSync(path));
if (still.length) {
  console.error(`apt-get finished but ${still.map(({ path }) => path).join(' and ')} is still missing.`);
  process.exit(1);
}
