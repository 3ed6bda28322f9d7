import { act, render, screen } from '@testing-library/react';
import type { InstantSearch as InstantSearchInstance, SearchClient } from 'instantsearch.js';
import { Profiler, useDeferredValue, useEffect, useState } from 'react';
import {
  InstantSearch,
  useHits,
  useInstantSearch,
  useInstantSearchContext,
  useSearchBox,
} from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import { MountedInTransition, RendersInTransition, useRenderedStatus } from './search-transitions';

interface Request {
  indexName: string;
  params?: { query?: string };
}

/** Answers every query with one hit named after it, from a promise, as a real client does. */
const searchClient = {
  search: (requests: Request[]) =>
    Promise.resolve({
      results: requests.map(({ indexName, params }) => {
        const query = params?.query ?? '';
        return {
          index: indexName,
          query,
          params: '',
          hits: [{ objectID: `hit for '${query}'` }],
          nbHits: 1,
          page: 0,
          nbPages: 1,
          hitsPerPage: 20,
          processingTimeMS: 1,
          exhaustiveNbHits: true,
        };
      }),
    }),
} as unknown as SearchClient;

/**
 * Renders the hits, noting for each render whether React rendered it urgently: `useDeferredValue` hands
 * an urgent render the previous value (and renders the new one later), a transition's render the new one.
 */
function Probe({ urgent }: { urgent: string[] }) {
  const { items } = useHits();
  const { refine } = useSearchBox();
  const deferred = useDeferredValue(items);
  if (deferred !== items) urgent.push(items.map((hit) => hit.objectID).join());
  return (
    <>
      <p>{items.map((hit) => hit.objectID).join()}</p>
      <button type="button" onClick={() => refine('ferry')}>
        search
      </button>
    </>
  );
}

async function answersRendered(withMiddleware: boolean): Promise<string[]> {
  const urgent: string[] = [];
  render(
    <InstantSearch searchClient={searchClient} indexName="bills">
      {withMiddleware && <RendersInTransition />}
      <Probe urgent={urgent} />
    </InstantSearch>,
  );
  expect(await screen.findByText("hit for ''")).toBeInTheDocument();
  // A click is urgent; the answer it asks for arrives later, from a promise.
  act(() => screen.getByRole('button', { name: 'search' }).click());
  expect(await screen.findByText("hit for 'ferry'")).toBeInTheDocument();
  return urgent;
}

describe('RendersInTransition', () => {
  it('hands each answer to the widgets in a transition, so React renders it in slices', async () => {
    expect(await answersRendered(true)).toEqual([]);
  });

  it('(without it, InstantSearch renders each answer urgently: the probe above can tell)', async () => {
    expect(await answersRendered(false)).toEqual(["hit for ''", "hit for 'ferry'"]);
  });
});

describe('MountedInTransition', () => {
  /** The page's text at each commit: what the reader saw after each of React's renders. */
  function commits(now: boolean): string[] {
    const seen: string[] = [];
    render(
      <Profiler id="page" onRender={() => seen.push(document.body.textContent ?? '')}>
        <h1>Search bills</h1>
        <MountedInTransition now={now}>
          <p>the search page</p>
        </MountedInTransition>
      </Profiler>,
    );
    return seen;
  }

  it('draws its children in a second, background render when the server did not draw them', () => {
    expect(commits(false)).toEqual(['Search bills', 'Search billsthe search page']);
  });

  it("draws them in the first render when hydrating the server's (which drew them)", () => {
    expect(commits(true)).toEqual(['Search billsthe search page']);
  });
});

describe('useRenderedStatus', () => {
  let instance: InstantSearchInstance | null = null;

  /** Both statuses; 'rerender' is any other update, rendering while a search's render is still to come. */
  function Statuses() {
    const search = useInstantSearchContext();
    const { status } = useInstantSearch();
    const rendered = useRenderedStatus();
    const [, setRenders] = useState(0);
    useEffect(() => {
      instance = search;
    }, [search]);
    return (
      <>
        <p>{`instance: ${status}, rendered: ${rendered}`}</p>
        <button type="button" onClick={() => setRenders((count) => count + 1)}>
          rerender
        </button>
      </>
    );
  }

  it("keeps the status of the last 'render' event, which its results and UI state came with", async () => {
    render(
      <InstantSearch searchClient={searchClient} indexName="bills">
        <RendersInTransition />
        <Statuses />
      </InstantSearch>,
    );
    expect(await screen.findByText('instance: idle, rendered: idle')).toBeInTheDocument();
    // The instance runs ahead of what has been rendered, as in a transition render resumed later.
    instance!.status = 'loading';
    act(() => screen.getByRole('button', { name: 'rerender' }).click());
    expect(screen.getByText('instance: loading, rendered: idle')).toBeInTheDocument();
    act(() => instance!.emit('render'));
    expect(await screen.findByText('instance: loading, rendered: loading')).toBeInTheDocument();
  });
});
