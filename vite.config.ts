import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

const readJson = (file: string): unknown => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));

// The web manifest lives at the project root so it is reviewed like code; the plugin emits and links it.
const manifest = readJson('./manifest.webmanifest') as Partial<ManifestOptions>;
const { version } = readJson('./package.json') as { version: string };

const API_SERVER = 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
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
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'] },
      devOptions: { enabled: false },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: { outDir: 'dist' },
  server: {
    proxy: {
      '/api': API_SERVER,
      // Only the search API's /1/… paths, not every path that happens to start with a 1.
      '^/1/': API_SERVER,
    },
  },
});
