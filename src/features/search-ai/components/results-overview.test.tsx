import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubEventSource, type FakeEventSource } from '../../../testing/fake-event-source';
import { LocationProbe } from '../../../testing/location-probe';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { SearchInsightsRequest } from '../api/stream-search-insights';
import { ResultsOverview } from './results-overview';

const request: SearchInsightsRequest = {
  cacheId: 'c-1',
  apiKey: 'search-key',
  page: 0,
  perPage: 25,
  facetFilters: [['chamber:senate'], ['session_name:2025-2026']],
};

let streams: FakeEventSource[];
beforeEach(() => {
  streams = stubEventSource();
});

const panel = () => screen.queryByRole('region', { name: 'Results Overview & Suggestions' });
const status = () => within(panel()!).queryByRole('status');
const toggle = () => within(panel()!).queryByRole('button', { name: /^(Collapse|Expand)$/ });

/** The panel as the results page holds it: a request the test can change, as a new search would. */
function renderOverview(initial: SearchInsightsRequest | null = request) {
  let show: (next: SearchInsightsRequest | null) => void = () => {};
  function ShownResults() {
    const [shown, setShown] = useState(initial);
    show = setShown;
    return <ResultsOverview request={shown} />;
  }
  const view = renderWithProviders(
    <>
      <ShownResults />
      <LocationProbe />
    </>,
  );
  return { ...view, rerender: (next: SearchInsightsRequest | null) => act(() => show(next)) };
}

describe('Results Overview & Suggestions', () => {
  it('streams the overview of the cached results: loading, status, Markdown, then a collapse toggle', async () => {
    const { user } = renderOverview();
    expect(streams).toHaveLength(1);
    const [stream] = streams;
    expect(stream!.url.startsWith('/api/search_insights?')).toBe(true);
    expect(Object.fromEntries(stream!.params)).toEqual({
      cache_id: 'c-1',
      key: 'search-key',
      page: '0',
      per_page: '25',
      facetFilters: '[["chamber:senate"],["session_name:2025-2026"]]',
    });

    // Loading until the first chunk: no toggle yet.
    expect(status()).toHaveTextContent('Preparing the overview…');
    expect(toggle()).not.toBeInTheDocument();
    stream!.emit('status', 'Reading 25 bills…');
    expect(status()).toHaveTextContent('Reading 25 bills…');
    expect(toggle()).not.toBeInTheDocument();

    stream!.emit('chunk', { content: '## 12 bills match\n\n- **7** in the Senate: ' });
    stream!.emit('chunk', { content: '[S 40](/app/bill/40), see [the passage](/app/text/31)\n' });
    stream!.emit('status', 'Writing suggestions…');
    const body = panel()!;
    expect(within(body).getByRole('heading', { level: 3, name: '12 bills match' })).toBeInTheDocument();
    expect(within(body).getByRole('listitem')).toHaveTextContent('7 in the Senate: S 40, see the passage');
    expect(status()).toHaveTextContent('Writing suggestions…');
    expect(toggle()).toHaveAccessibleName('Collapse');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    stream!.emit('chunk', { content: '\nTry: <img src=x onerror="alert(1)"> only Senate bills (7).' });
    stream!.emit('done', {});
    expect(stream!.closed).toBe(true);
    expect(status()).not.toBeInTheDocument();
    expect(body).toHaveTextContent('only Senate bills (7).');
    expect(body.querySelector('img')).toBeNull();

    // App links go through the router, not a page load.
    await user.click(within(body).getByRole('link', { name: 'S 40' }));
    expect(screen.getByTestId('location-path')).toHaveTextContent('/app/bill/40');

    await user.click(toggle()!);
    expect(toggle()).toHaveAccessibleName('Expand');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(within(body).queryByRole('heading', { name: '12 bills match' })).not.toBeInTheDocument();
    await user.click(toggle()!);
    expect(await within(body).findByRole('heading', { name: '12 bills match' })).toBeVisible();
  });

  it('opens external links in a new tab', () => {
    renderOverview();
    streams[0]!.emit('chunk', { content: 'See [the code](https://example.org/law).' });
    const link = within(panel()!).getByRole('link', { name: 'the code' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('starts over, closing the old stream, when the cache id, page, per page or facets change', () => {
    const { rerender } = renderOverview();
    streams[0]!.emit('chunk', { content: 'Page one overview' });
    const changes: Partial<SearchInsightsRequest>[] = [
      { cacheId: 'c-2' },
      { page: 1 },
      { perPage: 50 },
      { facetFilters: [['chamber:house']] },
    ];
    let shown = request;
    for (const [index, change] of changes.entries()) {
      shown = { ...shown, ...change };
      rerender(shown);
      expect(streams).toHaveLength(index + 2);
      expect(streams[index]!.closed).toBe(true);
      expect(streams[index + 1]!.closed).toBe(false);
      // Nothing of the previous overview is shown as this one's.
      expect(panel()).not.toHaveTextContent('Page one overview');
      expect(status()).toHaveTextContent('Preparing the overview…');
    }
    expect(Object.fromEntries(streams.at(-1)!.params)).toMatchObject({
      cache_id: 'c-2',
      page: '1',
      per_page: '50',
      facetFilters: '[["chamber:house"]]',
    });
    // The same request again opens nothing.
    rerender({ ...shown });
    expect(streams).toHaveLength(5);
  });

  it('is not shown, and opens nothing, without a query', () => {
    renderOverview(null);
    expect(panel()).not.toBeInTheDocument();
    expect(streams).toHaveLength(0);
  });

  it('closes silently on an error before anything was written: the panel goes away', () => {
    renderOverview();
    streams[0]!.emit('error', { message: 'No cached results for this cache_id' });
    expect(streams[0]!.closed).toBe(true);
    expect(panel()).not.toBeInTheDocument();
    expect(screen.queryByText(/cache_id|error/i)).not.toBeInTheDocument();
  });

  it('keeps what it has, without error text, when the stream fails halfway', () => {
    renderOverview();
    streams[0]!.emit('chunk', { content: '12 bills match.' });
    streams[0]!.emit('error');
    expect(streams[0]!.closed).toBe(true);
    expect(panel()).toHaveTextContent(/^Results Overview & SuggestionsCollapse12 bills match\.$/);
    expect(status()).not.toBeInTheDocument();
  });
});
