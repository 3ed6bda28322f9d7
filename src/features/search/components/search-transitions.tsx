import type { InstantSearch as InstantSearchInstance, Middleware } from 'instantsearch.js';
import {
  startTransition,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { useInstantSearch, useInstantSearchContext } from 'react-instantsearch';

/**
 * InstantSearch hands each answer to its widgets from a promise callback: every widget hook sets its
 * state there, outside any event or transition, so React renders them all at its default priority, which
 * it never slices. On the bill search that was one task of the whole page (40-odd widgets, the tab bar,
 * the hits): 80-140 ms of CPU on this machine, four times that on Lighthouse's phone, whenever results
 * arrive after the page is up (a page the server sent without them, the app shell of a returning reader,
 * each search typed). Handing them over inside a transition lets React render them in slices of a few
 * milliseconds, yielding to taps and typing (issue 20: TBT).
 *
 * A middleware is InstantSearch's documented way in: it is given the instance when added. The two calls
 * that reach the widgets are wrapped: the index tree's render (connectors' hooks) and the 'render' event
 * (useInstantSearch's results, status and UI state). React's development build warns of 'a large number
 * of updates inside startTransition' once per answer: they are that answer's, batched on purpose.
 *
 * The render InstantSearch makes as a search starts (a refinement ticked, before its answer) goes in a
 * transition too; a facet's checkbox shows its tap at once by itself (FacetOption). Keeping that render
 * urgent was tried: it showed new refinements beside the previous answer, and the AI overview asked for
 * that mismatched pair (search-ai-bills.test.tsx).
 */
const renderInTransition: Middleware = ({ instantSearchInstance }) => {
  let restore = () => {};
  return {
    $$type: 'statehouse.render-in-transition',
    onStateChange() {},
    subscribe() {
      restore = wrapRenders(instantSearchInstance);
    },
    unsubscribe() {
      restore();
    },
  };
};

function wrapRenders(search: InstantSearchInstance): () => void {
  const index = search.mainIndex;
  const render = index.render;
  const emit = search.emit;
  index.render = function (this: typeof index, ...args: Parameters<typeof render>) {
    startTransition(() => render.apply(this, args));
  };
  search.emit = function (this: InstantSearchInstance, event: string | number, ...args: unknown[]) {
    if (event !== 'render') return emit.call(this, event, ...args);
    let listened = false;
    startTransition(() => {
      listened = emit.call(this, event, ...args);
    });
    return listened;
  };
  return () => {
    index.render = render;
    search.emit = emit;
  };
}

/**
 * The first child of an <InstantSearch>: its widgets then take each answer in a transition (see
 * renderInTransition). Added in a layout effect, before its later siblings' widgets add themselves (in
 * theirs) and so before the first answer is handed over.
 */
export function RendersInTransition(): null {
  const { addMiddlewares } = useInstantSearch();
  useLayoutEffect(() => addMiddlewares(renderInTransition), [addMiddlewares]);
  return null;
}

/**
 * The search's status as of the answer (or search start) being rendered. useInstantSearch's `status` is
 * read from the instance when a component renders, while its results and UI state are what the last
 * 'render' event handed over: in a transition render, which yields and resumes, the instance can already
 * say 'idle' about an answer whose render is still queued, beside the previous results. This one is set
 * by the same 'render' event, in the same update, so it always belongs with them.
 */
export function useRenderedStatus(): InstantSearchInstance['status'] {
  const search = useInstantSearchContext();
  const [status, setStatus] = useState(search.status);
  useEffect(() => {
    const onRender = () => setStatus(search.status);
    search.addListener('render', onRender);
    onRender();
    return () => {
      search.removeListener('render', onRender);
    };
  }, [search]);
  return status;
}

/**
 * What an <InstantSearch> started in the browser shows, drawn in a transition. react-instantsearch renders
 * an <InstantSearch>'s children only once it has started, and starts it in an effect followed by a forced
 * update at React's default priority: that update drew the whole search page (every widget, the tab bar,
 * the box) in one unsliced task, 75-140 ms of CPU here, after the app shell or a page the server sent
 * without results. With `now` (a page hydrating the server's search) they are drawn at once: the server
 * drew them, and hydration must find the same.
 */
export function MountedInTransition({ now, children }: { now: boolean; children: ReactNode }) {
  // On mounting, a deferred value given an initial one is that, and React renders the real one next, in
  // the background, as a transition; given none, it is the real one at once, with no second render.
  const drawn = useDeferredValue(true, now ? undefined : false);
  return drawn ? children : null;
}
