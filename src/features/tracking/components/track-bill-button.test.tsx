import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockAgendaApi } from '../../../testing/fixtures/agenda';
import { trackingDialogFixture, pendingResponse } from '../../../testing/fixtures/tracking';
import { errorResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { TrackBillButton } from './track-bill-button';

const IS_TRACKED = 'POST /api/bills/isTracked/';

describe('TrackBillButton', () => {
  it("says 'Tracking' for tracked bills and 'Track Bill' otherwise, asking once for every button shown", async () => {
    const { requests } = mockAgendaApi({ [IS_TRACKED]: { '100': 100 } });
    renderWithProviders(
      <>
        <TrackBillButton billId={100} billLabel="H 100" signedIn />
        <TrackBillButton billId={200} billLabel="S 7" signedIn />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Tracking H 100' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Track Bill S 7' })).toHaveTextContent('Track Bill');
    expect(requests).toEqual([
      { method: 'POST', url: '/api/bills/isTracked/', body: { billIds: [100, 200] } },
    ]);
  });

  it('asks nothing while the session is still unknown (a visitor would only get a 401)', async () => {
    const { requests } = mockAgendaApi({ [IS_TRACKED]: { '100': 100 } });
    renderWithProviders(<TrackBillButton billId={100} billLabel="H 100" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
    expect(screen.getByRole('button', { name: 'Track Bill H 100' })).toHaveAttribute('data-loading', 'true');
  });

  it('shows a busy button until the state is known', async () => {
    const { requests } = mockAgendaApi({ [IS_TRACKED]: pendingResponse });
    renderWithProviders(<TrackBillButton billId={100} billLabel="H 100" signedIn />);
    expect(screen.getByRole('button', { name: 'Track Bill H 100' })).toHaveAttribute('data-loading', 'true');
    await waitFor(() => expect(requests).toHaveLength(1));
  });

  it('leads a signed-out visitor to sign-in and back, without asking the server', async () => {
    const { requests } = mockAgendaApi({});
    renderWithProviders(<TrackBillButton billId={100} billLabel="H 100" signedIn={false} />, {
      route: '/app/bill/100',
    });
    expect(screen.getByRole('link', { name: 'Track Bill H 100 (sign in first)' })).toHaveAttribute(
      'href',
      '/app/sign-in?returnTo=%2Fapp%2Fbill%2F100',
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toEqual([]);
  });

  it('offers sign-in when the server answers 401 (an expired session)', async () => {
    mockAgendaApi({ [IS_TRACKED]: () => errorResponse(401, 'Unauthorized', 'Sign in to use this feature.') });
    renderWithProviders(<TrackBillButton billId={100} billLabel="H 100" signedIn />);
    expect(await screen.findByRole('link', { name: 'Track Bill H 100 (sign in first)' })).toBeInTheDocument();
  });

  it("only logs a failed status check (spec §8) and still shows 'Track Bill'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockAgendaApi({ [IS_TRACKED]: () => errorResponse(503, 'Service Unavailable', 'Down.') });
    renderWithProviders(<TrackBillButton billId={100} billLabel="H 100" signedIn />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Track Bill H 100' })).not.toHaveAttribute('data-loading');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it("opens 'Manage tracking lists' for the bill", async () => {
    const { requests } = mockAgendaApi({
      [IS_TRACKED]: { '100': 100 },
      'POST /api/loadBillTracking': trackingDialogFixture,
    });
    const { user } = renderWithProviders(<TrackBillButton billId={100} billLabel="H 100" signedIn />);
    await user.click(await screen.findByRole('button', { name: 'Tracking H 100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage tracking lists' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Ferries (2 bills)' })).toBeChecked();
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      url: '/api/loadBillTracking',
      body: { billIds: [100] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
