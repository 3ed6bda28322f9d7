/**
 * What the app's builds give instantsearch.js for `qs` (scripts/vite/without-history-router-qs.ts). Only
 * InstantSearch's default history router uses it, and the search pages never run that router: they pass
 * their own (use-search-routing.ts). Loading the real one cost every search page's start-up a long task:
 * its helpers (get-intrinsic) probe the engine by throwing and catching errors as they load, and each
 * throw made V8 locate it in the 230 KB chunk's whole top-level function (issue 20: TBT).
 */
function unused(): never {
  throw new Error(
    "InstantSearch's history router is not in this build: pass the app's router (use-search-routing.ts).",
  );
}

export default { parse: unused, stringify: unused };
