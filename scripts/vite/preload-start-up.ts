import type { Plugin } from 'vite';
import { START_UP_MODULES_ID } from '../../src/app/start-up-modules';
import { START_UP_STEPS } from './chunk-groups';

/**
 * Asks for every chunk of the app's start-up at once, from the page itself: with modulePreload off,
 * each import was discovered only once the chunk importing it had arrived, about 15 round trips in a
 * row (issue 18: 2-second latency, a cold bill page took 52 s, 35 s of it in that chain). At low
 * priority so the stylesheet and the server-rendered page come first. `modulepreload`, not `preload`:
 * Chromium then compiles each module off the main thread as it arrives; a module fetched by a plain
 * script preload is compiled on the main thread when imported (React DOM: 15–25 ms at 1x after the
 * first paint, issue 20: TBT). Nothing is evaluated before src/main.tsx imports it. Only the modules
 * src/main.tsx itself imports are asked for by the page as it arrives; the rest wait, inert in a
 * template, until src/main.tsx moves them into the head: on a server-rendered page once its first
 * screen is painted (src/app/start-up-modules.ts says why), at once on the plain app shell.
 */
export function preloadStartUp(): Plugin {
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
        const closure = (roots: readonly string[], known: ReadonlySet<string> = new Set()) => {
          const files = new Set<string>();
          const visit = (file: string) => {
            if (file === entry.fileName || files.has(file) || known.has(file)) return;
            files.add(file);
            byFile.get(file)?.imports.forEach(visit);
          };
          roots.forEach(visit);
          return files;
        };
        // What src/main.tsx imports statically it needs to run at all: asked for from the page at once.
        const entryFiles = closure(entry.imports);
        const startUpFiles = closure(
          entry.dynamicImports.filter((file) => {
            const id = byFile.get(file)?.facadeModuleId ?? '';
            return START_UP_STEPS.some((step) => step.module.test(id));
          }),
          entryFiles,
        );
        const links = (files: Set<string>) =>
          [...files]
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" fetchpriority="low">`)
            .join('');
        return html.replace(
          '</body>',
          `${links(entryFiles)}<template id="${START_UP_MODULES_ID}">${links(startUpFiles)}</template></body>`,
        );
      },
    },
  };
}
