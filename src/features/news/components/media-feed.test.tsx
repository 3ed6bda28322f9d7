import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { articlePage, pressPage } from '../../../testing/fixtures/news';
import { errorResponse, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MediaFeed } from './media-feed';

/** An IntersectionObserver whose targets the test can bring into view. */
const observers = new Set<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }>();
function scrollSentinelIntoView() {
  act(() => {
    for (const observer of observers) {
      observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

beforeEach(() => {
  observers.clear();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit };
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options };
      }
      observe() {
        observers.add(this.entry);
      }
      disconnect() {
        observers.delete(this.entry);
      }
    },
  );
});

const page = (n: number, query = 'display=news') => `/api/news/list/?${query}&page=${n}`;
const articles = () => within(screen.getByRole('feed', { name: 'Articles' })).getAllByRole('article');

describe('MediaFeed', () => {
  it('loads page 1, then page 2 when the end comes within 100 px, then ends with "No more data :)"', async () => {
    let sendPageTwo: (response: Response) => void = () => {};
    const { requestedUrls } = mockApi({
      [page(1)]: articlePage(20, 1),
      [page(2)]: () => new Promise<Response>((resolve) => (sendPageTwo = resolve)),
      [page(3)]: { data: [] },
    });
    renderWithProviders(<MediaFeed listType="articles" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles…');
    expect(await screen.findByRole('article', { name: 'Headline 1' })).toBeInTheDocument();
    expect(articles()).toHaveLength(20);
    expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'false');
    expect([...observers][0]?.options?.rootMargin).toBe('100px');

    scrollSentinelIntoView();
    await waitFor(() => expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading more…');
    sendPageTwo(jsonResponse(articlePage(20, 21)));
    expect(await screen.findByRole('article', { name: 'Headline 40' })).toBeInTheDocument();
    expect(articles()).toHaveLength(40);

    scrollSentinelIntoView();
    expect(await screen.findByText('No more data :)')).toBeInTheDocument();
    expect(requestedUrls()).toEqual([page(1), page(2), page(3)]);
  });

  it('lists press releases, each linking to its page', async () => {
    mockApi({ [page(1, 'display=press')]: pressPage(2), [page(2, 'display=press')]: { data: [] } });
    renderWithProviders(<MediaFeed listType="press" />);
    const feed = await screen.findByRole('feed', { name: 'Press releases' });
    expect(within(feed).getByRole('link', { name: 'Press release 2' })).toHaveAttribute(
      'href',
      '/app/press/2',
    );
  });

  it('asks for one category when given one', async () => {
    const { requestedUrls } = mockApi({
      [page(1)]: articlePage(0),
      '/api/news/list/?display=news&page=1&category=7': articlePage(1),
    });
    renderWithProviders(<MediaFeed listType="articles" categoryId={7} label="Housing news" />);
    expect(await screen.findByRole('feed', { name: 'Housing news' })).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/news/list/?display=news&page=1&category=7']);
  });

  it("says 'No results :(' when the first page is empty", async () => {
    mockApi({ [page(1)]: { data: [] } });
    renderWithProviders(<MediaFeed listType="articles" />);
    expect(await screen.findByText('No results :(')).toBeInTheDocument();
    expect(screen.queryByText('No more data :)')).not.toBeInTheDocument();
  });

  it('shows the error with Retry when the first page fails, and Retry loads it', async () => {
    let calls = 0;
    mockApi({
      [page(1)]: () =>
        ++calls === 1
          ? errorResponse(503, 'Service Unavailable', 'News is unavailable.')
          : jsonResponse(articlePage(3)),
    });
    const { user } = renderWithProviders(<MediaFeed listType="articles" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Opps, something went wrong :(');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Headline 3' })).toBeInTheDocument();
  });

  it('keeps loaded items when a later page fails, and Retry asks for that page again', async () => {
    let pageTwoCalls = 0;
    const { requestedUrls } = mockApi({
      [page(1)]: articlePage(20, 1),
      [page(2)]: () =>
        ++pageTwoCalls === 1
          ? errorResponse(500, 'Internal Server Error', 'Try again soon.')
          : jsonResponse(articlePage(2, 21)),
    });
    const { user } = renderWithProviders(<MediaFeed listType="articles" />);
    await screen.findByRole('article', { name: 'Headline 1' });
    scrollSentinelIntoView();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Opps, something went wrong :(');
    expect(articles()).toHaveLength(20);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Headline 22' })).toBeInTheDocument();
    expect(articles()).toHaveLength(22);
    await waitFor(() => expect(requestedUrls()).toEqual([page(1), page(2), page(2)]));
  });
});
