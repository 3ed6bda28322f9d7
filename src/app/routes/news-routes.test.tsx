import { screen } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { articlePage, pressPage, pressReleaseDetailFixture } from '../../testing/fixtures/news';
import { mockApi } from '../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../testing/render-with-providers';
import * as newsArticles from './news-articles';
import * as newsCategory from './news-category';
import * as newsPress from './news-press';
import * as pressRelease from './press-release';

const loaderArgs = (params: Record<string, string>) =>
  ({ params, request: new Request('http://localhost/') }) as unknown as LoaderFunctionArgs;

describe('news and press routes', () => {
  it('/app/news/articles/:categoryId prefetches the list and the category names, then shows them', async () => {
    const { requestedUrls } = mockApi({
      '/api/news/list/?display=news&page=1&category=7': articlePage(1),
      '/api/news/categories': [{ id: 7, category_name: 'Housing' }],
    });
    const queryClient = createTestQueryClient();
    newsArticles.clientLoader(queryClient)(loaderArgs({ categoryId: '7' }));
    expect(requestedUrls()).toEqual([
      '/api/news/list/?display=news&page=1&category=7',
      '/api/news/categories',
    ]);
    renderWithProviders(<newsArticles.Component />, {
      route: '/app/news/articles/7',
      path: '/app/news/articles/:categoryId',
      queryClient,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Housing news' })).toBeInTheDocument();
    expect(requestedUrls()).toHaveLength(2);
  });

  it('/app/news/category/:id/list shows Not found for an id that is not a number, fetching nothing', () => {
    const { requestedUrls } = mockApi({});
    newsCategory.clientLoader(createTestQueryClient())(loaderArgs({ id: 'abc' }));
    renderWithProviders(<newsCategory.Component />, {
      route: '/app/news/category/abc/list',
      path: '/app/news/category/:id/list',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(requestedUrls()).toEqual([]);
  });

  it('/app/news/press/ lists press releases', async () => {
    mockApi({ '/api/news/list/?display=press&page=1': pressPage(1) });
    renderWithProviders(<newsPress.Component />);
    expect(screen.getByRole('heading', { level: 1, name: 'Press releases' })).toBeInTheDocument();
    expect(await screen.findByRole('feed', { name: 'Press releases' })).toBeInTheDocument();
  });

  it('/app/press/:id prefetches and shows the release with a way back to the list', async () => {
    const { requestedUrls } = mockApi({ '/api/press/1': pressReleaseDetailFixture() });
    const queryClient = createTestQueryClient();
    pressRelease.clientLoader(queryClient)(loaderArgs({ id: '1' }));
    renderWithProviders(<pressRelease.Component />, {
      route: '/app/press/1',
      path: '/app/press/:id',
      queryClient,
    });
    expect(screen.getByRole('link', { name: 'Press releases' })).toHaveAttribute('href', '/app/news/press/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Rep. Doe Files Legislation on School Libraries',
      }),
    ).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/press/1']);
  });
});
