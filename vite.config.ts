import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

const readJson = (file: string): unknown => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));

// The web manifest lives at the project root so it is reviewed like code; the plugin emits and links it.
const manifest = readJson('./manifest.webmanifest') as Partial<ManifestOptions>;
const { version } = readJson('./package.json') as { version: string };

/**
 * The API contract's fingerprint: saved query caches (src/lib/persister.ts) are keyed by the build version,
 * and answers saved under an older contract may have another shape, so a contract change must drop them.
 */
function contractHash(): string {
  const dir = new URL('./server/schemas/', import.meta.url);
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(new URL(file, dir)));
  return hash.digest('hex').slice(0, 8);
}

/**
 * Writes file.br and file.gz beside each text asset, compressed once at build time at the highest level, so
 * the server can send them as they are (@fastify/static `preCompressed`): on slow 4G the app's JavaScript is
 * a third of its size (issue 8 budgets).
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|webmanifest|json)$/;
  return {
    name: 'statehouse-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle).filter((name) => compressible.test(name))) {
        const file = join(outDir, fileName);
        const body = readFileSync(file);
        if (body.length < 1024) continue; // a packet either way
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/** The modules src/main.tsx imports one after another at start-up (each evaluated in a task of its own). */
const START_UP_MODULES = [
  /\/react-dom\/client\.js$/,
  /\/src\/app\/router-library\.ts$/,
  /\/src\/app\/start\.tsx$/,
];

/**
 * Asks for every chunk of the app's start-up at once, from the page itself: with modulePreload off,
 * each import was discovered only once the chunk importing it had arrived, about 15 round trips in a
 * row (issue 18: 2-second latency, a cold bill page took 52 s, 35 s of it in that chain). At low
 * priority so the stylesheet and the server-rendered page come first. `modulepreload`, not `preload`:
 * Chromium then compiles each module off the main thread as it arrives; a module fetched by a plain
 * script preload is compiled on the main thread when imported (React DOM: 15–25 ms at 1x after the
 * first paint, issue 20: TBT). Nothing is evaluated before src/main.tsx imports it.
 */
function preloadStartUp(): Plugin {
  return {
    name: 'statehouse-preload-start-up',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return html;
        const roots = [
          ...entry.imports,
          ...entry.dynamicImports.filter((file) => {
            const id = byFile.get(file)?.facadeModuleId ?? '';
            return START_UP_MODULES.some((pattern) => pattern.test(id));
          }),
        ];
        const files = new Set<string>();
        const visit = (file: string) => {
          if (file === entry.fileName || files.has(file)) return;
          files.add(file);
          byFile.get(file)?.imports.forEach(visit);
        };
        roots.forEach(visit);
        const links = [...files]
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" fetchpriority="low">`)
          .join('');
        return html.replace('</body>', `${links}</body>`);
      },
    },
  };
}

/** Mantine's `useId` module, wherever Mantine's packages import it from. */
const MANTINE_USE_ID = /\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/;

/**
 * Gives every Mantine component the app's `useId` (src/lib/mantine-use-id.ts) in place of Mantine's,
 * whose random id set after mount renders each component that has one twice (issue 20: TBT). In both
 * builds, so the server's ids are the browser's. Dev's pre-bundled dependencies keep Mantine's own.
 */
function mantineStableIds(): Plugin {
  const replacement = fileURLToPath(new URL('./src/lib/mantine-use-id.ts', import.meta.url));
  return {
    name: 'statehouse-mantine-stable-ids',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.includes('/@mantine/hooks/') || !source.endsWith('use-id.mjs')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && MANTINE_USE_ID.test(resolved.id) ? replacement : resolved;
    },
  };
}

/** React DOM's client, as its CommonJS entry loads it. */
const REACT_DOM_CLIENT = /\/react-dom\/cjs\/react-dom-client\.production\.js$/;

/**
 * React DOM makes its sentinel errors (thrown to suspend a render, never shown) as it loads. Chromium
 * records a stack trace with every Error made, and to say where in React DOM's one enormous function the
 * error was made, V8 parses that whole function again: 40–70 ms of main thread at 1x in every page's
 * start-up (issue 20: TBT; found by cutting React DOM's initialisation short at each of 200 points). An
 * Error.stackTraceLimit that is not a number means "no stack" to V8, so it is unset while React DOM
 * initialises, and put back as soon as it has.
 */
function reactDomWithoutLoadStacks(): Plugin {
  const strictMode = '"use strict";';
  return {
    name: 'statehouse-react-dom-without-load-stacks',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      const at = code.indexOf(strictMode);
      if (at < 0) throw new Error(`${id} no longer starts in strict mode: check reactDomWithoutLoadStacks`);
      const start = at + strictMode.length;
      return {
        code:
          `${code.slice(0, start)}var __stackTraceLimit = Error.stackTraceLimit;` +
          `if (typeof __stackTraceLimit === "number") Error.stackTraceLimit = void 0;` +
          `${code.slice(start)}\n;if (typeof __stackTraceLimit === "number") Error.stackTraceLimit = __stackTraceLimit;`,
        map: null,
      };
    },
  };
}

/**
 * Gives instantsearch.js src/lib/unused-query-string.ts for `qs`, which only its default history router
 * uses: the app passes its own router, and loading qs's helpers threw and caught errors on every search
 * page's start-up, each one a costly stack (issue 20: TBT).
 */
function withoutHistoryRouterQs(): Plugin {
  const replacement = fileURLToPath(new URL('./src/lib/unused-query-string.ts', import.meta.url));
  return {
    name: 'statehouse-without-history-router-qs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'qs' && importer?.includes('/instantsearch.js/') ? replacement : null;
    },
  };
}

const API_SERVER = 'http://localhost:8080';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    mantineStableIds(),
    !isSsrBuild && reactDomWithoutLoadStacks(),
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
