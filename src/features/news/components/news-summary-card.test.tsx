import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { houseNewsSummary, senateNewsSummary } from '../../../testing/fixtures/news';
import { errorResponse, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { NewsSummaryCard } from './news-summary-card';

const replies = {
  '/api/news?chamber=house': houseNewsSummary,
  '/api/news?chamber=senate': senateNewsSummary,
};

describe('NewsSummaryCard', () => {
  it("shows the House's latest news by day, each headline linking to the outlet in a new tab", async () => {
    const { requestedUrls } = mockApi(replies);
    renderWithProviders(<NewsSummaryCard />);
    expect(screen.getByRole('heading', { name: 'News' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'House' })).toBeChecked();
    const headline = await screen.findByRole('link', {
      name: 'House passes school library bill (opens in a new tab)',
    });
    expect(headline).toHaveAttribute('href', 'https://example.org/news/1');
    expect(headline).toHaveAttribute('target', '_blank');
    expect(headline).toHaveAttribute('rel', 'noopener noreferrer');
    const day = screen.getByRole('region', { name: 'Mar 15, 2026' });
    expect(within(day).getByText('State House Wire · Education')).toBeInTheDocument();
    expect(within(day).getByRole('link', { name: 'H 100' })).toHaveAttribute('href', '/app/bill/100');
    expect(screen.getByRole('region', { name: 'Mar 12, 2026' })).toHaveTextContent(
      'Lawmakers weigh budget priorities',
    );
    expect(requestedUrls()).toEqual(['/api/news?chamber=house']);
  });

  it('links View all to the article list; Edit opens the category chooser, offering visitors sign-in', async () => {
    mockApi(replies);
    const { user } = renderWithProviders(<NewsSummaryCard />);
    expect(screen.getByRole('link', { name: 'View all news articles' })).toHaveAttribute(
      'href',
      '/app/news/articles/',
    );
    await screen.findByRole('link', { name: /House passes school library bill/ });
    await user.click(screen.getByRole('button', { name: 'Edit news categories' }));
    const dialog = await screen.findByRole('dialog', { name: 'News categories' });
    expect(within(dialog).getByText('Sign in to choose the news categories you follow.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/app/sign-in?returnTo=%2F',
    );
  });

  it("requests and shows the Senate's news when Senate is chosen", async () => {
    const { requestedUrls } = mockApi(replies);
    const { user } = renderWithProviders(<NewsSummaryCard />);
    await screen.findByRole('link', { name: /House passes school library bill/ });
    await user.click(screen.getByRole('radio', { name: 'Senate' }));
    expect(await screen.findByRole('link', { name: /Senate approves ferry authority/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /House passes school library bill/ })).not.toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/news?chamber=house', '/api/news?chamber=senate']);
  });

  it('explains how to add categories when a signed-in user follows none', async () => {
    mockApi({ '/api/news?chamber=house': { signed_in: true, no_categories_selected: true, days: [] } });
    renderWithProviders(<NewsSummaryCard />);
    expect(
      await screen.findByText(
        "You don't have any news categories selected. You may add categories by clicking the Edit button in the upper right.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No news to show.')).not.toBeInTheDocument();
  });

  it('says so when the followed categories have no news', async () => {
    mockApi({ '/api/news?chamber=house': { signed_in: true, no_categories_selected: false, days: [] } });
    renderWithProviders(<NewsSummaryCard />);
    expect(await screen.findByText('No news to show.')).toBeInTheDocument();
  });

  it('announces loading', () => {
    mockApi({ '/api/news?chamber=house': () => new Promise<Response>(() => {}) });
    renderWithProviders(<NewsSummaryCard />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading news…');
  });

  it('shows the error and refetches on Retry', async () => {
    let calls = 0;
    const { requestedUrls } = mockApi({
      '/api/news?chamber=house': () =>
        ++calls === 1
          ? errorResponse(503, 'Service Unavailable', 'News is unavailable.')
          : jsonResponse(houseNewsSummary),
    });
    const { user } = renderWithProviders(<NewsSummaryCard />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('News is unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /House passes school library bill/ })).toBeInTheDocument();
    await waitFor(() => expect(requestedUrls()).toHaveLength(2));
  });
});
