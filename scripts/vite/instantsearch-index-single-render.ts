import type { Plugin } from 'vite';

/** react-instantsearch's hook behind `<Index>`, as its ES build ships it. */
const USE_INDEX = /\/react-instantsearch-core\/dist\/es\/lib\/useIndex\.js$/;

/** Its layout effect, word for word in react-instantsearch-core 7.50.1. */
const FORCED_UPDATE = `useIsomorphicLayoutEffect(function() {
        forceUpdate();
    }, [`;

/**
 * `<Index>` renders nothing until its index has a helper, and forces one more render in a layout effect
 * to show its children once it has. It forces it even when the helper was there all along, as on a
 * page hydrated from the server's results: each of the bill search's seven tab indexes then rendered
 * again synchronously inside the hydration's commit, pulling every widget's first re-render into that
 * one task (issue 20: the bill search's longest task on a phone, Lighthouse TBT). The update is forced
 * only when the render it follows had no helper; when it had one, that render already showed the
 * children. The build fails if the library's code changes or moves, so this is looked at again on upgrade.
 */
export function instantsearchIndexSingleRender(): Plugin {
  let applied = false;
  return {
    name: 'statehouse-instantsearch-index-single-render',
    apply: 'build',
    buildStart() {
      applied = false;
    },
    buildEnd(error) {
      if (!error && !applied)
        this.error(
          'react-instantsearch-core/dist/es/lib/useIndex.js was not built: check instantsearchIndexSingleRender',
        );
    },
    transform(code, id) {
      if (!USE_INDEX.test(id)) return null;
      applied = true;
      if (!code.includes(FORCED_UPDATE))
        throw new Error(`${id} changed: check instantsearchIndexSingleRender (scripts/vite)`);
      return {
        code: code.replace(
          FORCED_UPDATE,
          `var renderedWithoutHelper = helper === null;\n    useIsomorphicLayoutEffect(function() {\n        if (renderedWithoutHelper) forceUpdate();\n    }, [`,
        ),
        map: null,
      };
    },
  };
}
