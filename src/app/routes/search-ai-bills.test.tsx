import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchClientConfig } from '../../../server/schemas/search-config';
import { signedOutSession } from '../../testing/fixtures/agenda';
import { mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Component as SearchAiBillsRoute, NEEDS_EMBEDDED_SEARCH } from './search-ai-bills';

const hostedConfig: SearchClientConfig = {
  appId: 'HOSTEDAPP',
  apiKey: 'hosted-search-key',
  state: 'ma',
  embedded: false,
  indexes: ['bills', 'bill_text'],
  timeouts: { connect: 8000, read: 10_000, write: 30_000 },
  page: {
    tabs: { amendments: true, news: true, press: true, transcripts: true },
    billFacets: { progress: true, status: true },
    state: 'Massachusetts',
    defaultSessions: { bills: '2025-2026', other: '2023-2024' },
    amendmentPdfBaseUrl: null,
  },
};

describe('/app/bills/search-ai', () => {
  it('says it needs the embedded search service when the site searches hosted Algolia', async () => {
    const { requestedUrls } = mockApi({
      '/api/search/config': hostedConfig,
      '/api/auth/session': signedOutSession,
    });
    renderWithProviders(<SearchAiBillsRoute />, { route: '/app/bills/search-ai?query=ferry' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search inside bill text' })).toBeInTheDocument();
    expect(await screen.findByText(NEEDS_EMBEDDED_SEARCH)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(requestedUrls().filter((url) => !url.startsWith('/api/'))).toEqual([]);
  });
});
