import type { Plugin } from 'vite';
import { applyEdits, type Edit } from './vendor-edits';

/** Mantine's Tabs, as the client build reads it. */
const MANTINE_TABS = /\/@mantine\/core\/esm\/components\/Tabs\/Tabs\.mjs$/;

/**
 * Mantine's Tabs learns which panels are mounted from each panel's effect, and renders itself again to
 * give the tabs their `aria-controls` once it knows. After hydrating the bill search that is seven
 * registrations and one urgent, unsliced render of the tabs, their panels and Mantine's boxes (53
 * components) in the tasks right after the first paint (issue 20: TBT). As a transition the same render
 * yields to the browser every few milliseconds; the attribute arrives a moment later, long before anyone
 * can use it. Written against @mantine/core 9.7.4: the build fails if an edit no longer matches.
 */
export const MANTINE_TABS_EDITS: readonly Edit[] = [
  {
    file: 'Tabs.mjs',
    find: 'import { useCallback, useRef } from "react";',
    replace: 'import { startTransition, useCallback, useRef } from "react";',
  },
  {
    file: 'Tabs.mjs',
    find: `			panels.add(panelValue);
			forceUpdate();`,
    replace: `			panels.add(panelValue);
			startTransition(forceUpdate);`,
  },
  {
    file: 'Tabs.mjs',
    find: `			panels.delete(panelValue);
			forceUpdate();`,
    replace: `			panels.delete(panelValue);
			startTransition(forceUpdate);`,
  },
];

export function mantineTabsRegistrationTransition(): Plugin {
  let edited = false;
  return {
    name: 'statehouse-mantine-tabs-registration-transition',
    apply: 'build',
    buildStart() {
      edited = false;
    },
    transform(code, id) {
      if (!MANTINE_TABS.test(id)) return null;
      edited = true;
      return {
        code: applyEdits(code, MANTINE_TABS_EDITS, id, 'mantineTabsRegistrationTransition'),
        map: null,
      };
    },
    buildEnd(error) {
      if (!error && !edited)
        this.error("Mantine's Tabs was not built: check mantineTabsRegistrationTransition");
    },
  };
}
