import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { articlePage } from '../../../testing/fixtures/news';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ArticleListScreen } from './article-list-screen';

describe('ArticleListScreen', () => {
  it('lists every article under "News articles" without asking for category names', async () => {
    const { requestedUrls } = mockApi({ '/api/news/list/?display=news&page=1': articlePage(2) });
    renderWithProviders(<ArticleListScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'News articles' })).toBeInTheDocument();
    expect(await screen.findByRole('feed', { name: 'News articles' })).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/news/list/?display=news&page=1']);
  });

  it("titles one category's list with the category name", async () => {
    mockApi({
      '/api/news/categories': [
        { id: 3, category_name: 'Education' },
        { id: 7, category_name: 'Housing' },
      ],
      '/api/news/list/?display=news&page=1&category=7': articlePage(1),
    });
    renderWithProviders(<ArticleListScreen categoryId={7} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Housing news' })).toBeInTheDocument();
    expect(await screen.findByRole('feed', { name: 'Housing news' })).toBeInTheDocument();
  });
});
