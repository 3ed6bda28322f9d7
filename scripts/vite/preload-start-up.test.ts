// @vitest-environment node
import type { IndexHtmlTransformHook, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { START_UP_MODULES_ID } from '../../src/app/start-up-modules';
import { preloadStartUp } from './preload-start-up';

const chunk = (fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    dynamicImports: [],
    isEntry: false,
    facadeModuleId: null,
    ...extra,
  }) as Rollup.OutputChunk;

/** A build like ours: the entry imports a small module statically and React DOM's client dynamically. */
const bundle: Rollup.OutputBundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['assets/server-state.js'], {
      isEntry: true,
      dynamicImports: ['assets/client.js', 'assets/search-page.js'],
    }),
    chunk('assets/server-state.js', ['assets/react.js']),
    chunk('assets/react.js', []),
    chunk('assets/client.js', ['assets/react.js', 'assets/react-dom.js'], {
      facadeModuleId: '/work/node_modules/react-dom/client.js',
    }),
    chunk('assets/react-dom.js', []),
    chunk('assets/search-page.js', [], { facadeModuleId: '/work/src/features/search/page.tsx' }),
  ].map((item) => [item.fileName, item]),
);

function transform(html: string): string {
  const hook = preloadStartUp().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, {
    path: '/index.html',
    filename: 'index.html',
    bundle,
  }) as string;
}

const linked = (html: string) => [...html.matchAll(/href="\/([^"]+)"/g)].map((match) => match[1]);

describe('preloadStartUp', () => {
  const html = transform('<html><head></head><body><div id="root"></div></body></html>');
  const [page = '', template = ''] = html.split(`<template id="${START_UP_MODULES_ID}">`);

  it('has the page ask at once only for what the entry imports, each once', () => {
    expect(linked(page)).toEqual(['assets/server-state.js', 'assets/react.js']);
  });

  it('leaves the rest of the start-up inert in the template, without what the page already asks for', () => {
    expect(linked(template)).toEqual(['assets/client.js', 'assets/react-dom.js']);
    expect(template).toMatch(/<\/template><\/body>/);
  });

  it('preloads modules at low priority, so the stylesheet and the page come first', () => {
    expect(
      html.match(/<link rel="modulepreload" crossorigin href="[^"]+" fetchpriority="low">/g),
    ).toHaveLength(4);
  });
});
