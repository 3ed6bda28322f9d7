import { existsSync } from 'node:fs';

/** Debian's Chromium: the full browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same Blink and V8 without the full browser around them, as
 * Playwright's own headless runs use. The suite took 24 % less test time in it (e2e alone: 291 s against
 * 382 s for the same 69 tests; issue 19), so every test runs in it but those tagged @full-browser, which
 * check what only the full browser does (showing a notification, answering speech recognition without a
 * microphone: e2e/support/test.ts launches it for them). Where the shell is missing and cannot be
 * installed (scripts/ensure-chromium.mjs), every test runs in Chromium.
 */
const headlessShellPath = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const phoneBrowserPath = existsSync(headlessShellPath) ? headlessShellPath : chromiumPath;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
