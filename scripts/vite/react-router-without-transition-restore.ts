import type { Plugin } from 'vite';

/** React Router's data router, in whichever of its chunks the build resolves it to. */
const REACT_ROUTER_CHUNK = /\/react-router\/dist\/[^/]+\/chunk-[A-Z0-9]+\.m?js$/;
const RESTORE = 'restoreAppliedTransitions(routerWindow, appliedViewTransitions);';

/**
 * React Router reads the view transitions links applied before a reload back from sessionStorage as it
 * creates the router. A page's first read of sessionStorage waits on a synchronous round trip to the
 * browser process for the tab's storage; in the task right after the first paint that read alone took
 * 27 ms of one page load on a busy machine (issue 20: TBT). The app gives no link a view transition, so
 * there is never anything to read (the router saves the list only when it is not empty). A link that
 * asks for `viewTransition` must drop this plugin, or its back navigation after a reload would not
 * animate.
 */
export function reactRouterWithoutTransitionRestore(): Plugin {
  let edited = false;
  return {
    name: 'statehouse-react-router-without-transition-restore',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_CHUNK.test(id) || !code.includes(RESTORE)) return null;
      edited = true;
      return { code: code.replace(RESTORE, ''), map: null };
    },
    buildEnd(error) {
      if (!error && !edited)
        this.error(`React Router no longer calls ${RESTORE}: check reactRouterWithoutTransitionRestore`);
    },
  };
}
