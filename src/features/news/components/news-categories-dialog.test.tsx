import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyNewsCategories } from '../../../../server/schemas/news-categories';
import { mockAgendaApi } from '../../../testing/fixtures/agenda';
import { pendingResponse } from '../../../testing/fixtures/tracking';
import { errorResponse, jsonResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { NewsSummaryCard } from './news-summary-card';
import { setBrowserOnline } from '../../../testing/fixtures/offline';
import { OFFLINE_REASON } from '../../../components/network-required';

const categories = [
  { id: 1, category_name: 'Budget and Taxes' },
  { id: 2, category_name: 'Education' },
  { id: 3, category_name: 'Transportation' },
];
const summary = (noneSelected: boolean) => ({
  signed_in: true,
  no_categories_selected: noneSelected,
  days: [],
});
const MINE = 'GET /api/news/categories/mine';

async function openDialog(user: ReturnType<typeof renderWithProviders>['user']) {
  await screen.findByText(/news/i, { selector: 'p' });
  await user.click(screen.getByRole('button', { name: 'Edit news categories' }));
  return screen.findByRole('dialog', { name: 'News categories' });
}

afterEach(() => act(() => setBrowserOnline(true)));
describe('the news categories dialog (the news card’s Edit)', () => {
  it('announces loading', async () => {
    mockAgendaApi({
      'GET /api/news?chamber=house': summary(true),
      'GET /api/news/categories': categories,
      [MINE]: pendingResponse,
    });
    const { user } = renderWithProviders(<NewsSummaryCard />);
    const dialog = await openDialog(user);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Loading news categories…');
  });

  it('shows an error with Retry', async () => {
    mockAgendaApi({
      'GET /api/news?chamber=house': summary(true),
      'GET /api/news/categories': categories,
      [MINE]: () => errorResponse(503, 'Service Unavailable', 'Try again soon.'),
    });
    const { user } = renderWithProviders(<NewsSummaryCard />);
    const dialog = await openDialog(user);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Try again soon.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says so when there are no categories at all', async () => {
    mockAgendaApi({
      'GET /api/news?chamber=house': summary(true),
      'GET /api/news/categories': [],
      [MINE]: { categories: [] },
    });
    const { user } = renderWithProviders(<NewsSummaryCard />);
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText('There are no news categories yet.')).toBeInTheDocument();
  });

  it('checks the followed categories, saves the new choice and refreshes the card', async () => {
    let mine: MyNewsCategories = { categories: [categories[1]!] };
    const { requests } = mockAgendaApi({
      'GET /api/news?chamber=house': () => jsonResponse(summary(mine.categories.length === 0)),
      'GET /api/news/categories': categories,
      [MINE]: () => jsonResponse(mine),
      'PUT /api/news/categories/mine': () => {
        mine = { categories: [] };
        return jsonResponse(mine);
      },
    });
    const { user } = renderWithProviders(<NewsSummaryCard />);
    const dialog = await openDialog(user);
    const education = await within(dialog).findByRole('checkbox', { name: 'Education' });
    expect(education).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Transportation' })).not.toBeChecked();
    await user.click(education);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ category_ids: [] });
    expect(
      await screen.findByText(
        "You don't have any news categories selected. You may add categories by clicking the Edit button in the upper right.",
      ),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/news?chamber=house')).toHaveLength(2);
  });

  it('keeps the dialog open with the reason when saving fails', async () => {
    mockAgendaApi({
      'GET /api/news?chamber=house': summary(true),
      'GET /api/news/categories': categories,
      [MINE]: { categories: [] },
      'PUT /api/news/categories/mine': () => errorResponse(404, 'Not Found', 'No news category with id 3.'),
    });
    const { user } = renderWithProviders(<NewsSummaryCard />);
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Transportation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No news category with id 3.');
  });
});

describe('the news categories dialog offline (issue 8)', () => {
  it('disables Save with the reason, leaving Cancel', async () => {
    mockAgendaApi({
      'GET /api/news?chamber=house': summary(true),
      'GET /api/news/categories': categories,
      [MINE]: { categories: [] },
    });
    const { user } = renderWithProviders(<NewsSummaryCard />);
    const dialog = await openDialog(user);
    await within(dialog).findByRole('checkbox', { name: 'Transportation' });
    act(() => setBrowserOnline(false));
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(OFFLINE_REASON);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
