import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  articlePage,
  newsItemFixture,
  pressPage,
  pressReleaseDetailFixture,
} from '../../../testing/fixtures/news';
import { errorResponse, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { NewsPressCard } from './news-press-card';

const ARTICLES = '/api/news/list/?display=news&page=1';
const PRESS = '/api/news/list/?display=press&page=1';
const replies = {
  [ARTICLES]: { data: [newsItemFixture({ id: 1, headline: 'House passes school library bill' })] },
  [PRESS]: pressPage(2),
  '/api/news/1/headline': {
    html: '<a href="https://example.org/news/1" rel="noopener noreferrer">House passes school library bill</a>',
  },
  '/api/news/1/intro': { html: '<p>The House voted 150-3.</p><p>It goes to the Senate.</p>' },
  '/api/press/2': pressReleaseDetailFixture({ id: 2, url: '/app/press/2', title: 'Press release 2' }),
};

describe('NewsPressCard', () => {
  it('shows the newest articles first, with View all leading to the article list', async () => {
    const { requestedUrls } = mockApi(replies);
    renderWithProviders(<NewsPressCard />);
    expect(screen.getByRole('heading', { name: 'News and press' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Articles' })).toBeChecked();
    const list = await screen.findByRole('list', { name: 'articles' });
    expect(within(list).getByRole('link', { name: /House passes school library bill/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all articles' })).toHaveAttribute(
      'href',
      '/app/news/articles/',
    );
    expect(requestedUrls()).toEqual([ARTICLES]);
  });

  it('switches to press releases: their list, their links and their View all', async () => {
    const { requestedUrls } = mockApi(replies);
    const { user } = renderWithProviders(<NewsPressCard />);
    await screen.findByRole('list', { name: 'articles' });
    await user.click(screen.getByRole('radio', { name: 'Press Releases' }));
    const list = await screen.findByRole('list', { name: 'press releases' });
    expect(within(list).getByRole('link', { name: 'Press release 2' })).toHaveAttribute(
      'href',
      '/app/press/2',
    );
    expect(within(list).getAllByText('Mar 14, 2026 · Rep. Jane Doe · Legislation')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /House passes/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all press releases' })).toHaveAttribute(
      'href',
      '/app/news/press/',
    );
    expect(requestedUrls()).toEqual([ARTICLES, PRESS]);
  });

  it("previews an article in a modal: 'Loading...', then the headline and intro from the server", async () => {
    let releaseIntro: (response: Response) => void = () => {};
    const { requestedUrls } = mockApi({
      ...replies,
      '/api/news/1/intro': () => new Promise<Response>((resolve) => (releaseIntro = resolve)),
    });
    const { user } = renderWithProviders(<NewsPressCard />);
    await user.click(
      await screen.findByRole('button', { name: 'Preview: House passes school library bill' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Article preview' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading...');
    releaseIntro(jsonResponse(replies['/api/news/1/intro']));
    expect(await within(dialog).findByText('The House voted 150-3.')).toBeInTheDocument();
    expect(within(dialog).getByText('It goes to the Senate.')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { name: 'House passes school library bill' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Read the full article at State House Wire' }),
    ).toHaveAttribute('href', 'https://example.org/news/1');
    expect(requestedUrls()).toEqual(expect.arrayContaining(['/api/news/1/headline', '/api/news/1/intro']));
    await user.click(within(dialog).getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Error loading content' when a preview fails, and Retry loads it", async () => {
    let calls = 0;
    mockApi({
      ...replies,
      '/api/news/1/intro': () =>
        ++calls === 1
          ? errorResponse(503, 'Service Unavailable', 'Try again soon.')
          : jsonResponse(replies['/api/news/1/intro']),
    });
    const { user } = renderWithProviders(<NewsPressCard />);
    await user.click(
      await screen.findByRole('button', { name: 'Preview: House passes school library bill' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Article preview' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error loading content');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('The House voted 150-3.')).toBeInTheDocument();
  });

  it('previews a press release with its opening paragraph and a link to the whole text', async () => {
    mockApi(replies);
    const { user } = renderWithProviders(<NewsPressCard />);
    await user.click(screen.getByRole('radio', { name: 'Press Releases' }));
    await user.click(await screen.findByRole('button', { name: 'Preview: Press release 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Press release preview' });
    expect(await within(dialog).findByText('BOSTON – Rep. Jane Doe filed H 100.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Libraries matter/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Read the full press release' })).toHaveAttribute(
      'href',
      '/app/press/2',
    );
  });

  it('announces loading, says when there is nothing, and retries after an error', async () => {
    let calls = 0;
    mockApi({
      [ARTICLES]: () =>
        ++calls === 1
          ? errorResponse(500, 'Internal Server Error', 'Database is down.')
          : jsonResponse(articlePage(0)),
      [PRESS]: () => new Promise<Response>(() => {}),
    });
    const { user } = renderWithProviders(<NewsPressCard />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database is down.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No articles to show.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Press Releases' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading press releases…');
  });
});
