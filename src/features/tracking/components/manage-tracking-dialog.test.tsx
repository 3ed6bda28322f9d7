import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrackingDialog } from '../../../../server/schemas/tracking';
import { mockAgendaApi } from '../../../testing/fixtures/agenda';
import {
  trackingDialogFixture,
  trackingListFixture,
  pendingResponse,
} from '../../../testing/fixtures/tracking';
import { errorResponse, jsonResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ManageTrackingDialog } from './manage-tracking-dialog';
import { NO_LISTS_TEXT } from './tracking-dialog-body';
import { setBrowserOnline } from '../../../testing/fixtures/offline';
import { OFFLINE_REASON } from '../../../components/network-required';

const LOAD = 'POST /api/loadBillTracking';

function renderDialog(billIds = [100], sessionId?: number) {
  return renderWithProviders(
    <ManageTrackingDialog opened onClose={() => {}} selection={{ billIds, sessionId }} subject="H 100" />,
  );
}
const dialog = () => screen.getByRole('dialog', { name: 'Manage tracking lists' });

afterEach(() => act(() => setBrowserOnline(true)));
describe('ManageTrackingDialog', () => {
  it('announces loading while the lists are fetched', () => {
    mockAgendaApi({ [LOAD]: pendingResponse });
    renderDialog();
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Loading your tracking lists…');
  });

  it('shows an error with Retry, and the lists after retrying', async () => {
    let calls = 0;
    mockAgendaApi({
      [LOAD]: () =>
        ++calls === 1
          ? errorResponse(503, 'Service Unavailable', 'Lists are unavailable.')
          : jsonResponse(trackingDialogFixture),
    });
    const { user } = renderDialog();
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Lists are unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog()).findByRole('checkbox', { name: 'Ferries (2 bills)' })).toBeInTheDocument();
  });

  it('says how to start when there are no lists yet', async () => {
    mockAgendaApi({ [LOAD]: { ...trackingDialogFixture, lists: [] } });
    renderDialog();
    expect(await within(dialog()).findByText(NO_LISTS_TEXT)).toBeInTheDocument();
  });

  it('offers sign-in when signed out', async () => {
    mockAgendaApi({ [LOAD]: () => errorResponse(401, 'Unauthorized', 'Sign in to use this feature.') });
    renderDialog();
    expect(await within(dialog()).findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/app/sign-in?returnTo=%2F',
    );
  });

  it('checks lists holding every chosen bill, marks partly-holding ones mixed, and sends the session', async () => {
    const { requests } = mockAgendaApi({
      [LOAD]: {
        bill_ids: [100, 200],
        session: { id: 3, name: '2025-2026' },
        lists: [
          { id: 1, name: 'Ferries', bill_count: 2, selected_count: 2 },
          { id: 2, name: 'Schools', bill_count: 5, selected_count: 1 },
          { id: 3, name: 'Budget', bill_count: 1, selected_count: 0 },
        ],
      } satisfies TrackingDialog,
    });
    renderDialog([100, 200], 3);
    expect(await screen.findByRole('checkbox', { name: 'Ferries (2 bills)' })).toBeChecked();
    const mixed = screen.getByRole('checkbox', { name: 'Schools (5 bills)' });
    expect(mixed).not.toBeChecked();
    expect(mixed).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByRole('checkbox', { name: 'Budget (1 bill)' })).not.toBeChecked();
    expect(requests[0]!.body).toEqual({ billIds: [100, 200], sessionId: 3 });
  });

  it('adds the bill to a list when checked and takes it off when unchecked, then reloads the lists', async () => {
    let state = trackingDialogFixture;
    const { requests } = mockAgendaApi({
      [LOAD]: () => jsonResponse(state),
      'POST /api/tracking/lists/2/bills': () => {
        state = {
          ...state,
          lists: [state.lists[0]!, { ...state.lists[1]!, bill_count: 1, selected_count: 1 }],
        };
        return trackingListFixture({ id: 2, name: 'Schools', bill_count: 1 });
      },
      'DELETE /api/tracking/lists/1/bills': trackingListFixture({ id: 1, name: 'Ferries', bill_count: 1 }),
    });
    const { user } = renderDialog();
    await user.click(await screen.findByRole('checkbox', { name: 'Schools (0 bills)' }));
    expect(await screen.findByRole('checkbox', { name: 'Schools (1 bill)' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Ferries (2 bills)' }));
    await waitFor(() =>
      expect(requests.map((r) => `${r.method} ${r.url} ${JSON.stringify(r.body)}`)).toEqual([
        'POST /api/loadBillTracking {"billIds":[100]}',
        'POST /api/tracking/lists/2/bills {"billIds":[100]}',
        'POST /api/loadBillTracking {"billIds":[100]}',
        'DELETE /api/tracking/lists/1/bills {"billIds":[100]}',
        'POST /api/loadBillTracking {"billIds":[100]}',
      ]),
    );
  });

  it('creates a new list holding the bill, and shows a taken name next to the field', async () => {
    let attempt = 0;
    const { requests } = mockAgendaApi({
      [LOAD]: trackingDialogFixture,
      'POST /api/tracking/lists': () =>
        ++attempt === 1
          ? errorResponse(409, 'Conflict', 'body.name: you already have a list named “Ferries”')
          : new Response(JSON.stringify(trackingListFixture({ id: 3, name: 'Harbors' })), { status: 201 }),
    });
    const { user } = renderDialog();
    const name = await screen.findByRole('textbox', { name: 'New list' });
    expect(screen.getByRole('button', { name: 'Create list' })).toBeDisabled();
    await user.type(name, 'Ferries');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('you already have a list named “Ferries”')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Harbors');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(name).toHaveValue(''));
    expect(requests.filter((r) => r.url === '/api/tracking/lists').map((r) => r.body)).toEqual([
      { name: 'Ferries', billIds: [100] },
      { name: 'Harbors', billIds: [100] },
    ]);
  });
});

describe('ManageTrackingDialog offline (issue 8)', () => {
  it('shows the lists but disables checking them and creating one, with the reason', async () => {
    mockAgendaApi({ [LOAD]: trackingDialogFixture });
    const { user } = renderDialog();
    await screen.findByRole('checkbox', { name: 'Ferries (2 bills)' });
    act(() => setBrowserOnline(false));
    const ferries = screen.getByRole('checkbox', { name: 'Ferries (2 bills)' });
    expect(ferries).toBeDisabled();
    expect(ferries).toHaveAccessibleDescription(OFFLINE_REASON);
    await user.type(screen.getByRole('textbox', { name: 'New list' }), 'Harbors');
    const create = screen.getByRole('button', { name: 'Create list' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(OFFLINE_REASON);
    expect(within(dialog()).getAllByText(OFFLINE_REASON)).toHaveLength(1);
    act(() => setBrowserOnline(true));
    expect(screen.getByRole('button', { name: 'Create list' })).toBeEnabled();
  });
});
