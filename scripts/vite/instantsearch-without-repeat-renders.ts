import type { Plugin } from 'vite';
import { applyEdits, type Edit } from './vendor-edits';

/**
 * On a page hydrated from the server's results, react-instantsearch renders its components a second
 * time right after hydration with nothing changed, synchronously, inside the hydration's task: the bill
 * search re-rendered ~230 components there (its tab's hits among them), the page's longest task on a
 * phone (issue 20: Lighthouse TBT). Each edit below keeps the library's behaviour and skips a render that
 * would show what is already shown, or work repeated for each widget. Written against react-instantsearch-core 7.50.1: the build fails if
 * one no longer matches, so they are looked at again on upgrade.
 */
export const INSTANTSEARCH_EDITS: readonly Edit[] = [
  // Every widget adds itself to its index from its own layout effect, and each add recomputes the
  // index's search parameters over all of its widgets and tells the helper: the widgets of one commit
  // cost time quadratic in their number, inside the commit's task (the hydrated bill search's longest
  // task on a phone: issue 20). The widgets a commit mounts are added together in a microtask instead,
  // per index, in the order they mounted: one recomputation, as instantsearch's addWidgets([...]) takes
  // them. An <Index> is added at once (after those waiting): it shows its children only once added, and
  // looks in the same commit. Anything that could see the index before that (a widget replaced, a removal, InstantSearch
  // enabling its searches after hydration) adds the waiting ones first.
  {
    file: 'lib/useWidget.js',
    find: `function useWidget(param) {`,
    replace: `function addPendingWidgets(search) {
    var pending = search.__pendingWidgets;
    if (!pending || pending.size === 0) return;
    search.__pendingWidgets = new Map();
    pending.forEach(function(widgets, index) {
        index.addWidgets(widgets);
    });
}
function addWidgetSoon(search, index, widget) {
    if (widget.$$type === 'ais.index') {
        addPendingWidgets(search);
        index.addWidgets([
            widget
        ]);
        return;
    }
    if (!search.__pendingWidgets) {
        search.__pendingWidgets = new Map();
        search.__addPendingWidgets = function() {
            addPendingWidgets(search);
        };
    }
    var pending = search.__pendingWidgets;
    if (pending.size === 0) queueMicrotask(search.__addPendingWidgets);
    var widgets = pending.get(index);
    if (widgets) widgets.push(widget);
    else pending.set(index, [widget]);
}
function useWidget(param) {`,
  },
  {
    file: 'lib/useWidget.js',
    find: `            if (!shouldSsr) {
                parentIndex.addWidgets([
                    widget
                ]);
            }`,
    replace: `            if (!shouldSsr) {
                addWidgetSoon(search, parentIndex, widget);
            }`,
  },
  {
    file: 'lib/useWidget.js',
    find: `            clearTimeout(cleanupTimerRef.current);`,
    replace: `            clearTimeout(cleanupTimerRef.current);
            addPendingWidgets(search);`,
  },
  {
    file: 'lib/useWidget.js',
    find: `                    if (search._preventWidgetCleanup) return;`,
    replace: `                    if (search._preventWidgetCleanup) return;
                    addPendingWidgets(search);`,
  },
  {
    file: 'components/InstantSearch.js',
    find: `        if (search._resetScheduleSearch) {`,
    replace: `        if (search.__addPendingWidgets) search.__addPendingWidgets();
        if (search._resetScheduleSearch) {`,
  },
  // `<Index>` renders nothing until its index has a helper and forces one more render to show its
  // children once it has; it forced it even when the render had a helper (added during that render, as
  // when hydrating), whose children were already shown. Whether the render had one is known only after
  // useWidget, which adds the index early when hydrating.
  {
    file: 'lib/useIndex.js',
    find: `    useIsomorphicLayoutEffect(function() {
        forceUpdate();
    }, [`,
    replace: `    var renderedWithoutHelper = true;
    useIsomorphicLayoutEffect(function() {
        if (renderedWithoutHelper) forceUpdate();
    }, [`,
  },
  {
    file: 'lib/useIndex.js',
    find: `        skipSuspense: true
    });
    return indexWidget;`,
    replace: `        skipSuspense: true
    });
    renderedWithoutHelper = indexWidget.getHelper() === null;
    return indexWidget;`,
  },
  // A connector hook compares each render's state with the last one it set, to skip equal ones; but its
  // first state (computed while rendering, from the server's results when hydrating) was not the last
  // one it set, so InstantSearch's first render set a new, equal state in every widget (new arrays: each
  // hit list drawn again).
  {
    file: 'hooks/useConnector.js',
    find: `}), 2), state = _useState[0], setState = _useState[1];
`,
    replace: `}), 2), state = _useState[0], setState = _useState[1];
    if (previousRenderStateRef.current === null) previousRenderStateRef.current = state;
`,
  },
  // Every useInstantSearch() sets its state again as it mounts and on each of InstantSearch's renders:
  // a new uiState object each time and InstantSearch's renderState, a new object on every render. So
  // each of them (the bill search has 13: its box, tabs, toolbar, refine panel...) rendered again, with
  // everything under it, right after hydrating (131 components, one task). Here uiState is set only
  // when it differs (dequal, as the connectors compare theirs), and a render is asked for when the
  // search's status or error changes (a loading or stalled search shows it); renderState, which no
  // component of ours reads, is read from the search when rendering instead of kept in React state.
  {
    file: 'lib/useSearchState.js',
    find: `import { useIndexContext } from './useIndexContext.js';`,
    replace: `import { dequal } from './dequal.js';
import { useIndexContext } from './useIndexContext.js';`,
  },
  {
    file: 'lib/useSearchState.js',
    find: `    var _useState1 = _(useState(function() {
        return search.renderState;
    }), 2), renderState = _useState1[0], setRenderState = _useState1[1];`,
    replace: `    var _useState1 = _(useState(function() {
        return { status: search.status, error: search.error };
    }), 2), setShownStatus = _useState1[1];
    var renderState = search.renderState;`,
  },
  {
    file: 'lib/useSearchState.js',
    find: `            setLocalUiState(search.getUiState());
            setRenderState(search.renderState);`,
    replace: `            var nextUiState = search.getUiState();
            setLocalUiState(function(previous) {
                return dequal(previous, nextUiState) ? previous : nextUiState;
            });
            setShownStatus(function(previous) {
                return previous.status === search.status && previous.error === search.error ? previous : { status: search.status, error: search.error };
            });`,
  },
  // The same for the results: a new object was set on every render even when each index's results were
  // the very ones already shown.
  {
    file: 'lib/useSearchResults.js',
    find: `            if (results !== null) {
                setSearchResults({
                    results: results,
                    scopedResults: searchIndex.getScopedResults()
                });`,
    replace: `            if (results !== null) {
                var scopedResults = searchIndex.getScopedResults();
                setSearchResults(function(previous) {
                    var same = previous.results === results && previous.scopedResults.length === scopedResults.length && previous.scopedResults.every(function(shown, at) {
                        var next = scopedResults[at];
                        return shown.indexId === next.indexId && shown.results === next.results && shown.helper === next.helper;
                    });
                    return same ? previous : {
                        results: results,
                        scopedResults: scopedResults
                    };
                });`,
  },
  // What useInstantSearch() holds can still change as it mounts: a component above the tabs read the
  // uiState before the tabs' indexes were added. The catch-up each one makes as it mounts is a transition,
  // so the render it causes (the bill search's box, toolbar and tabs, 131 components) yields to the
  // browser every few milliseconds instead of being one long task right after hydration. What InstantSearch's
  // own renders (a search's answer, a refinement) cause stays urgent.
  {
    file: 'lib/useSearchState.js',
    find: `import { useState, useCallback, useEffect } from 'react';`,
    replace: `import { startTransition, useState, useCallback, useEffect } from 'react';`,
  },
  {
    file: 'lib/useSearchState.js',
    find: `        // This edge case is currently not covered by the tests.
        handleRender();`,
    replace: `        // This edge case is currently not covered by the tests.
        startTransition(handleRender);`,
  },
  {
    file: 'lib/useSearchResults.js',
    find: `import { useState, useEffect } from 'react';`,
    replace: `import { startTransition, useState, useEffect } from 'react';`,
  },
  {
    file: 'lib/useSearchResults.js',
    find: `        // This edge case is currently not covered by the tests.
        handleRender();`,
    replace: `        // This edge case is currently not covered by the tests.
        startTransition(handleRender);`,
  },
];

const PACKAGE = '/react-instantsearch-core/dist/es/';

/** Applies INSTANTSEARCH_EDITS to the library's ES build as the client build reads it (the server render needs none). */
export function instantsearchWithoutRepeatRenders(): Plugin {
  const applied = new Set<string>();
  return {
    name: 'statehouse-instantsearch-without-repeat-renders',
    apply: 'build',
    buildStart() {
      applied.clear();
    },
    buildEnd(error) {
      const missing = [...new Set(INSTANTSEARCH_EDITS.map((edit) => edit.file))].filter(
        (file) => !applied.has(file),
      );
      if (!error && missing.length > 0)
        this.error(
          `react-instantsearch-core ${missing.join(', ')} not built: check instantsearchWithoutRepeatRenders`,
        );
    },
    transform(code, id) {
      const at = id.indexOf(PACKAGE);
      if (at < 0) return null;
      const file = id.slice(at + PACKAGE.length);
      const edits = INSTANTSEARCH_EDITS.filter((edit) => edit.file === file);
      if (edits.length === 0) return null;
      applied.add(file);
      return { code: applyEdits(code, edits, id, 'instantsearchWithoutRepeatRenders'), map: null };
    },
  };
}
