// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { staticImports, type ModuleGraph } from './static-imports';
import { graphOf } from './test-module-graph';

const reached = (graph: ModuleGraph, roots: string[], skip?: Set<string>) =>
  staticImports(graph)(roots, skip);

describe('staticImports', () => {
  it('follows only the names imported through a barrel, and leaves the barrel out', async () => {
    const graph = graphOf({
      app: "import { Button } from 'ui'; export const app = Button;",
      ui: "import { Button } from 'button'; import { Modal } from 'modal'; export { Button, Modal };",
      button: "import { theme } from 'theme'; export const Button = theme;",
      modal: 'export const Modal = 1;',
      theme: 'export const theme = 1;',
    });
    expect(await reached(graph, ['app'])).toEqual(['app', 'button', 'theme']);
  });

  it('follows barrels of barrels, re-exports from a source and export *', async () => {
    const graph = graphOf({
      app: "import { a, c } from 'outer'; export default a + c;",
      outer: "export { a } from 'inner'; export * from 'rest';",
      inner: "import { a } from 'a'; import { b } from 'b'; export { a, b };",
      rest: "export { c } from 'c'; export { d } from 'd';",
      a: 'export const a = 1;',
      b: 'export const b = 1;',
      c: 'export const c = 1;',
      d: 'export const d = 1;',
    });
    expect(await reached(graph, ['app'])).toEqual(['app', 'a', 'c']);
  });

  it('follows a namespace import of a barrel whole', async () => {
    const graph = graphOf({
      app: "import * as ui from 'ui'; export default ui;",
      ui: "import { Button } from 'button'; import { Modal } from 'modal'; export { Button, Modal };",
      button: 'export const Button = 1;',
      modal: 'export const Modal = 1;',
    });
    expect(await reached(graph, ['app'])).toEqual(['app', 'button', 'modal']);
  });

  it('follows every import of a module with code of its own, and a CommonJS require no statement names', async () => {
    const graph = graphOf(
      {
        app: "import { used } from 'lib'; export default used;",
        lib: "import { other } from 'other'; export const used = 1; export const unused = other;",
        other: 'export const other = 1;',
        cjs: 'module.exports = require("inner");',
        inner: 'module.exports = 1;',
      },
      { required: { lib: ['cjs'], cjs: ['inner'] } },
    );
    expect(await reached(graph, ['app'])).toEqual(['app', 'lib', 'other', 'cjs', 'inner']);
  });

  it('does not enter what it is told to skip, nor what lies only beyond it', async () => {
    const graph = graphOf({
      app: "import { a } from 'a'; import { b } from 'b'; export default a + b;",
      a: "import { c } from 'c'; export const a = c;",
      b: 'export const b = 1;',
      c: 'export const c = 1;',
    });
    expect(await reached(graph, ['app'], new Set(['a']))).toEqual(['app', 'b']);
  });

  it('keeps modules of side-effect imports only, and empty ones, which a bundle still runs', async () => {
    const graph = graphOf({
      app: "import 'styles'; import { a } from 'a'; export default a;",
      styles: "import 'baseline.css'; import 'buttons.css';",
      'baseline.css': '',
      'buttons.css': '',
      a: "import 'effect'; import { b } from 'b'; export { b as a };",
      effect: '',
      b: 'export const b = 1;',
    });
    expect(await reached(graph, ['app'])).toEqual([
      'app',
      'styles',
      'baseline.css',
      'buttons.css',
      'a',
      'effect',
      'b',
    ]);
  });

  it('follows a barrel its package does not declare free of side effects whole, and keeps it', async () => {
    const graph = graphOf(
      {
        app: "import { Bar } from 'scroll-bar'; export default Bar;",
        'scroll-bar': "import { Bar } from 'bar'; import { gap } from 'gap'; export { Bar, gap };",
        bar: 'export const Bar = 1;',
        gap: 'export const gap = 1;',
      },
      { sideEffects: ['scroll-bar', 'bar', 'gap'] },
    );
    expect(await reached(graph, ['app'])).toEqual(['app', 'scroll-bar', 'bar', 'gap']);
  });
});
