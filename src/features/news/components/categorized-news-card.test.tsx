import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categorizedHouseNews, categorizedSenateNews } from '../../../testing/fixtures/news';
import { errorResponse, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CategorizedNewsCard } from './categorized-news-card';

const replies = {
  '/api/news/categorized?chamber=house': categorizedHouseNews,
  '/api/news/categorized?chamber=senate': categorizedSenateNews,
};

describe('CategorizedNewsCard', () => {
  it('lists categories by name, each opening to its latest items and a link to all of them', async () => {
    const { requestedUrls } = mockApi(replies);
    const { user } = renderWithProviders(<CategorizedNewsCard />);
    expect(screen.getByRole('heading', { name: 'News by category' })).toBeInTheDocument();
    const education = await screen.findByRole('button', { name: 'Education (2 stories)' });
    expect(screen.getByRole('button', { name: 'Housing (1 story)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(education).toHaveAttribute('aria-expanded', 'false');

    await user.click(education);
    expect(education).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Education news' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(list).getByRole('link', { name: 'Teachers testify on class sizes (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://example.org/news/4');
    // The category is the group's heading, so the rows leave it out.
    expect(within(list).getAllByText('Mar 15, 2026 · State House Wire')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'All Education news' })).toHaveAttribute(
      'href',
      '/app/news/category/3/list',
    );
    expect(requestedUrls()).toEqual(['/api/news/categorized?chamber=house']);
  });

  it("requests and shows the Senate's categories when Senate is chosen", async () => {
    const { requestedUrls } = mockApi(replies);
    const { user } = renderWithProviders(<CategorizedNewsCard />);
    await screen.findByRole('button', { name: 'Education (2 stories)' });
    await user.click(screen.getByRole('radio', { name: 'Senate' }));
    expect(await screen.findByRole('button', { name: 'Transportation (1 story)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Education/ })).not.toBeInTheDocument();
    expect(requestedUrls()).toContain('/api/news/categorized?chamber=senate');
  });

  it('links View all to the article list', () => {
    mockApi(replies);
    renderWithProviders(<CategorizedNewsCard />);
    expect(screen.getByRole('link', { name: 'View all news by category' })).toHaveAttribute(
      'href',
      '/app/news/articles/',
    );
  });

  it('announces loading', () => {
    mockApi({ '/api/news/categorized?chamber=house': () => new Promise<Response>(() => {}) });
    renderWithProviders(<CategorizedNewsCard />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading news by category…');
  });

  it('says so when no category has news', async () => {
    mockApi({ '/api/news/categorized?chamber=house': [] });
    renderWithProviders(<CategorizedNewsCard />);
    expect(await screen.findByText('No news to show.')).toBeInTheDocument();
  });

  it('shows the error and refetches on Retry', async () => {
    let calls = 0;
    const { requestedUrls } = mockApi({
      '/api/news/categorized?chamber=house': () =>
        ++calls === 1
          ? errorResponse(500, 'Internal Server Error', 'Something went wrong on our side.')
          : jsonResponse(categorizedHouseNews),
    });
    const { user } = renderWithProviders(<CategorizedNewsCard />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Education (2 stories)' })).toBeInTheDocument();
    await waitFor(() => expect(requestedUrls()).toHaveLength(2));
  });
});
