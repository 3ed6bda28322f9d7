import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { chunkGroupsPlugin } from './scripts/vite/chunk-groups';
import { contractHash } from './scripts/vite/contract-hash';
import { instantsearchWithoutRepeatRenders } from './scripts/vite/instantsearch-without-repeat-renders';
import { mantineStableIds } from './scripts/vite/mantine-stable-ids';
import { mantineTabsRegistrationTransition } from './scripts/vite/mantine-tabs-registration-transition';
import { precompress } from './scripts/vite/precompress';
import { preloadStartUp } from './scripts/vite/preload-start-up';
import { reactDomWithoutLoadStacks } from './scripts/vite/react-dom-without-load-stacks';
import { reactRouterWithoutTransitionRestore } from './scripts/vite/react-router-without-transition-restore';
import { withoutHistoryRouterQs } from './scripts/vite/without-history-router-qs';

// The build's own plugins are in scripts/vite/, a file each, named for what it does.

const readJson = (file: string): unknown => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));

// The web manifest lives at the project root so it is reviewed like code; the plugin emits and links it.
const manifest = readJson('./manifest.webmanifest') as Partial<ManifestOptions>;
const { version } = readJson('./package.json') as { version: string };

const API_SERVER = 'http://localhost:8080';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    mantineStableIds(),
    !isSsrBuild && instantsearchWithoutRepeatRenders(),
    !isSsrBuild && mantineTabsRegistrationTransition(),
    !isSsrBuild && reactDomWithoutLoadStacks(),
    !isSsrBuild && reactRouterWithoutTransitionRestore(),
    !isSsrBuild && withoutHistoryRouterQs(),
    // The server-rendering bundle (src/app/server-render.tsx) is Node code: no worker, no compressed copies.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        // src/lib/service-worker.ts registers with workbox-window so it can offer the update banner.
        injectRegister: false,
        manifest,
        // The glob below already precaches the icons; listing them twice only duplicates entries.
        includeManifestIcons: false,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
          // Install-sheet screenshots are for app stores and install dialogs, never shown inside the app.
          globIgnores: ['screenshots/**'],
        },
        devOptions: { enabled: false },
      }),
    !isSsrBuild && chunkGroupsPlugin(),
    !isSsrBuild && preloadStartUp(),
    !isSsrBuild && precompress(),
  ],
  // Semver build metadata: 0.1.0+3f2a9c1d (shown on Me, and the saved caches' version).
  define: { __APP_VERSION__: JSON.stringify(`${version}+${contractHash()}`) },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', copyPublicDir: false }
    : // One stylesheet for every screen: a server-rendered page must be styled before its screen's
      // JavaScript (which would bring a per-screen stylesheet) arrives, or it would shift when it does.
      {
        outDir: 'dist',
        cssCodeSplit: false,
        // Vite's preload helper looks each chunk up in the document before preloading it: on a
        // server-rendered page (thousands of elements) that cost ~45 ms of a phone's start-up per lazy
        // import (issue 8: TBT). Browsers fetch a chunk's imports as soon as they parse it anyway.
        modulePreload: false,
        // bench/web/initial-js.ts follows the entry's imports through it.
        manifest: true,
      },
  server: {
    proxy: {
      '/api': API_SERVER,
      // Only the search API's /1/… paths, not every path that happens to start with a 1.
      '^/1/': API_SERVER,
    },
  },
}));
