// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { chunkGroups, importCycle, SHARED_BY, SHARED_CHUNK } from './chunk-groups';
import { graphOf } from './test-module-graph';

const REACT_DOM = '/app/node_modules/react-dom/client.js';
const ROUTER = '/app/src/app/router-library.ts';
const PROVIDER = '/app/src/app/provider.tsx';
const START = '/app/src/app/start.tsx';
const screens = Array.from(
  { length: SHARED_BY + 1 },
  (_, index) => `/app/src/app/routes/screen-${index}.tsx`,
);

/** An app like ours: the entry loads the start-up steps, the start-up loads screens lazily. */
function app(screenCode: (index: number) => string) {
  return graphOf(
    {
      '/app/index.html': "import '/app/src/main.tsx';",
      '/app/src/main.tsx':
        "import { yieldToBrowser } from '/app/src/yield.ts'; export default yieldToBrowser;",
      '/app/src/yield.ts': 'export const yieldToBrowser = 1;',
      [REACT_DOM]: 'module.exports = require("react-dom-internals");',
      'react-dom-internals':
        "import { yieldToBrowser } from '/app/src/yield.ts'; export default yieldToBrowser;",
      [ROUTER]: "import { dom } from 'react-dom-internals'; export const router = dom;",
      [PROVIDER]:
        "import { Box } from 'ui'; import { router } from '" + ROUTER + "'; export default Box + router;",
      [START]:
        "import provider from '" +
        PROVIDER +
        "'; import { Title } from 'ui'; export default provider + Title;",
      ui: "import { Box } from 'box'; import { Title } from 'title'; import { Modal } from 'modal'; import { Tabs } from 'tabs'; export { Box, Title, Modal, Tabs };",
      box: 'export const Box = 1;',
      title: "import { Box } from 'box'; export const Title = Box;",
      modal: "import { Box } from 'box'; import { portal } from 'portal'; export const Modal = Box + portal;",
      portal: 'export const portal = 1;',
      tabs: 'export const Tabs = 1;',
      ...Object.fromEntries(screens.map((screen, index) => [screen, screenCode(index)])),
    },
    {
      entries: ['/app/index.html'],
      required: { [REACT_DOM]: ['react-dom-internals'] },
      dynamic: { '/app/src/main.tsx': [REACT_DOM, ROUTER, PROVIDER, START], [START]: screens },
    },
  );
}

describe('chunkGroups', () => {
  it('gives each start-up step what it imports that the entry and earlier steps do not', async () => {
    const groups = await chunkGroups(app(() => 'export default 1;'));
    expect(groups.get('react-dom-internals')).toBe('react-dom');
    expect(groups.get('box')).toBe('provider');
    expect(groups.get('title')).toBe('start');
    // Each step's own module keeps a chunk of its own: a screen that start.tsx awaits at the top level
    // must not import from the chunk start.tsx is in.
    for (const step of [REACT_DOM, ROUTER, PROVIDER, START]) expect(groups.has(step)).toBe(false);
    // The entry keeps its own; a barrel has no chunk; what only screens use is not the start-up's.
    for (const id of ['/app/src/main.tsx', '/app/src/yield.ts', 'ui', 'modal', 'tabs']) {
      expect(groups.has(id)).toBe(false);
    }
  });

  it(`puts what ${SHARED_BY} or more screens use in the shared chunk, and what fewer use nowhere`, async () => {
    const groups = await chunkGroups(
      app((index) =>
        index === 0
          ? "import { Modal, Tabs } from 'ui'; export default Modal + Tabs;"
          : "import { Modal } from 'ui'; export default Modal;",
      ),
    );
    expect(groups.get('modal')).toBe(SHARED_CHUNK);
    expect(groups.get('portal')).toBe(SHARED_CHUNK);
    expect(groups.has('tabs')).toBe(false);
    expect(groups.has(screens[0]!)).toBe(false);
    // Shared code the start-up already has stays in the start-up.
    expect(groups.get('box')).toBe('provider');
  });

  it('names a start-up step the build lacks', async () => {
    const graph = app(() => 'export default 1;');
    const ids = graph.ids;
    graph.ids = () => ids().filter((id) => id !== PROVIDER);
    await expect(chunkGroups(graph)).rejects.toThrow(/provider/);
  });
});

describe('importCycle', () => {
  const bundle = (imports: Record<string, string[]>) =>
    Object.fromEntries(
      Object.entries(imports).map(([fileName, names]) => [
        fileName,
        { type: 'chunk', fileName, imports: names },
      ]),
    ) as unknown as Rollup.OutputBundle;

  it('finds chunks that import each other, through others too', () => {
    expect(
      importCycle(bundle({ entry: ['start'], start: ['group'], group: ['react', 'start'], react: [] })),
    ).toEqual(['start', 'group', 'start']);
  });

  it('finds none where imports only go one way, shared or not', () => {
    expect(
      importCycle(
        bundle({ entry: ['start', 'react'], start: ['react', 'shared'], shared: ['react'], react: [] }),
      ),
    ).toBeNull();
  });
});
