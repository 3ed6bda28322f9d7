import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  INSTANTSEARCH_EDITS,
  instantsearchWithoutRepeatRenders,
} from './instantsearch-without-repeat-renders';
import { applyEdits } from './vendor-edits';

/** The installed library's ES build, where the client build reads it from. */
const esDir = fileURLToPath(new URL('../../node_modules/react-instantsearch-core/dist/es/', import.meta.url));
const files = [...new Set(INSTANTSEARCH_EDITS.map((edit) => edit.file))];

type Transform = (code: string, id: string) => { code: string } | null;
const transform = instantsearchWithoutRepeatRenders().transform as unknown as Transform;

describe('instantsearchWithoutRepeatRenders', () => {
  it.each(files)('edits the installed %s once for each of its edits', (file) => {
    const id = join(esDir, file);
    const code = readFileSync(id, 'utf8');
    const edited = transform(code, id)!.code;
    for (const edit of INSTANTSEARCH_EDITS.filter((each) => each.file === file)) {
      expect(edited).toContain(edit.replace);
      expect(edited.split(edit.find).length - 1).toBeLessThanOrEqual(
        edit.replace.split(edit.find).length - 1,
      );
    }
  });

  it('seeds a connector hook with the state it first rendered, before InstantSearch renders it', () => {
    const id = join(esDir, 'hooks/useConnector.js');
    const edited = transform(readFileSync(id, 'utf8'), id)!.code;
    expect(edited.indexOf('previousRenderStateRef.current = state;')).toBeLessThan(
      edited.indexOf('useWidget({'),
    );
  });

  describe('adds the widgets one commit mounts together', () => {
    // The helpers the edit puts in front of useWidget, run on their own against recording indexes.
    const helpers = INSTANTSEARCH_EDITS.find((edit) => edit.replace.includes('function addWidgetSoon'))!;
    const code = helpers.replace.slice(0, helpers.replace.indexOf('function useWidget'));
    const { addWidgetSoon } = new Function(`${code}; return { addWidgetSoon };`)() as {
      addWidgetSoon: (search: object, index: object, widget: object) => void;
    };
    const recordingIndex = (name: string, calls: string[]) => ({
      addWidgets: (widgets: { name: string }[]) =>
        calls.push(`${name}: ${widgets.map((w) => w.name).join(' ')}`),
    });

    it('in one addWidgets per index, in the order they mounted, once the commit is over', async () => {
      const calls: string[] = [];
      const search = {};
      const main = recordingIndex('main', calls);
      const tab = recordingIndex('tab', calls);
      addWidgetSoon(search, tab, { name: 'configure' });
      addWidgetSoon(search, main, { name: 'searchBox' });
      addWidgetSoon(search, tab, { name: 'hits' });
      expect(calls).toEqual([]);
      await Promise.resolve();
      expect(calls).toEqual(['tab: configure hits', 'main: searchBox']);
      addWidgetSoon(search, main, { name: 'stats' });
      await Promise.resolve();
      expect(calls).toEqual(['tab: configure hits', 'main: searchBox', 'main: stats']);
    });

    it('an <Index> at once, after the widgets waiting before it, since it shows its children only once added', () => {
      const calls: string[] = [];
      const search = {};
      const main = recordingIndex('main', calls);
      addWidgetSoon(search, main, { name: 'searchBox' });
      addWidgetSoon(search, main, { name: 'tab', $$type: 'ais.index' });
      expect(calls).toEqual(['main: searchBox', 'main: tab']);
    });

    it('whenever InstantSearch asks for them first (before it enables searching after hydration)', async () => {
      const calls: string[] = [];
      const search: { __addPendingWidgets?: () => void } = {};
      addWidgetSoon(search, recordingIndex('main', calls), { name: 'hits' });
      search.__addPendingWidgets!();
      expect(calls).toEqual(['main: hits']);
      await Promise.resolve();
      expect(calls).toEqual(['main: hits']);
    });
  });

  it('leaves the library’s other files alone', () => {
    expect(transform('export {}', join(esDir, 'hooks/useInstantSearch.js'))).toBeNull();
    expect(transform('export {}', '/app/src/features/search/components/search-bills.tsx')).toBeNull();
  });

  it('fails the build when the library’s code no longer matches', () => {
    const id = join(esDir, 'lib/useIndex.js');
    expect(() => transform('function useIndex() {}', id)).toThrow(/changed: check/);
    const edit = INSTANTSEARCH_EDITS[0]!;
    expect(() =>
      applyEdits(`${edit.find}\n${edit.find}`, [edit], id, 'instantsearchWithoutRepeatRenders'),
    ).toThrow(/changed: check/);
  });
});
