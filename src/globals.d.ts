/** package.json version, injected by `define` in vite.config.ts (stubbed in src/testing/setup-tests.ts). */
declare const __APP_VERSION__: string;
