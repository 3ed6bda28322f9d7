import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrackingLists } from '../../../../server/schemas/tracking';
import { mockAgendaApi } from '../../../testing/fixtures/agenda';
import { trackingListFixture, pendingResponse } from '../../../testing/fixtures/tracking';
import { errorResponse, jsonResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { NO_TRACKING_LISTS_TEXT, TrackingListsManager } from './tracking-lists-manager';
import { setBrowserOnline } from '../../../testing/fixtures/offline';
import { OFFLINE_REASON } from '../../../components/network-required';

const LISTS = 'GET /api/tracking/lists';
const ferries = trackingListFixture({ id: 1, name: 'Ferries', bill_count: 1 });
const schools = trackingListFixture({ id: 2, name: 'Schools', bill_count: 3 });

afterEach(() => act(() => setBrowserOnline(true)));
describe('TrackingListsManager', () => {
  it('announces loading', () => {
    mockAgendaApi({ [LISTS]: pendingResponse });
    renderWithProviders(<TrackingListsManager />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your tracking lists…');
  });

  it('says how to make a first list when there is none', async () => {
    mockAgendaApi({ [LISTS]: [] });
    renderWithProviders(<TrackingListsManager />);
    expect(await screen.findByText(NO_TRACKING_LISTS_TEXT)).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    mockAgendaApi({ [LISTS]: () => errorResponse(503, 'Service Unavailable', 'Lists are unavailable.') });
    renderWithProviders(<TrackingListsManager />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Lists are unavailable.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('renames a list inline, showing a taken name as the reason', async () => {
    let lists: TrackingLists = [ferries, schools];
    let attempt = 0;
    const { requests } = mockAgendaApi({
      [LISTS]: () => jsonResponse(lists),
      'PATCH /api/tracking/lists/1': () => {
        if (++attempt === 1)
          return errorResponse(409, 'Conflict', 'body.name: you already have a list named “Schools”');
        lists = [{ ...ferries, name: 'Harbors' }, schools];
        return lists[0];
      },
    });
    const { user } = renderWithProviders(<TrackingListsManager />);
    expect(await screen.findByText('1 bill')).toBeInTheDocument();
    expect(screen.getByText('3 bills')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rename Ferries' }));
    const field = screen.getByRole('textbox', { name: 'List name' });
    await user.clear(field);
    await user.type(field, 'Schools');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('you already have a list named “Schools”');
    await user.clear(field);
    await user.type(field, 'Harbors');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Harbors')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'List name' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { name: 'Schools' },
      { name: 'Harbors' },
    ]);
  });

  it('deletes a list only after a second, explicit tap', async () => {
    let lists: TrackingLists = [ferries, schools];
    const { requests } = mockAgendaApi({
      [LISTS]: () => jsonResponse(lists),
      'DELETE /api/tracking/lists/2': () => {
        lists = [ferries];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderWithProviders(<TrackingListsManager />);
    await user.click(await screen.findByRole('button', { name: 'Delete Schools' }));
    expect(screen.getByText('Delete “Schools”? Its bills stay on your other lists.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete Schools' }));
    await user.click(screen.getByRole('button', { name: 'Delete Schools now' }));
    await waitFor(() => expect(screen.queryByText('Schools')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/tracking/lists/2',
    ]);
  });
});

describe('TrackingListsManager offline (issue 8)', () => {
  it('opens Rename and Delete, but disables Save and the final Delete with the reason', async () => {
    mockAgendaApi({ [LISTS]: [ferries, schools] });
    const { user } = renderWithProviders(<TrackingListsManager />);
    await user.click(await screen.findByRole('button', { name: 'Rename Ferries' }));
    act(() => setBrowserOnline(false));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(OFFLINE_REASON);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete Schools' }));
    const deleteNow = screen.getByRole('button', { name: 'Delete Schools now' });
    expect(deleteNow).toBeDisabled();
    expect(deleteNow).toHaveAccessibleDescription(OFFLINE_REASON);
    expect(screen.getByRole('button', { name: 'Keep' })).toBeEnabled();
  });
});
