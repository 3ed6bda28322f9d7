import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocationProbe } from '../../../testing/location-probe';
import { sentRequests, whipboardFixture, WHIPBOARD_ID } from '../../../testing/fixtures/whipboard';
import { errorResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ResetBoardConfirm } from './reset-board-confirm';
import { setBrowserOnline } from '../../../testing/fixtures/offline';
import { OFFLINE_REASON } from '../../../components/network-required';

const BOARD_URL = `/api/whipboards/${WHIPBOARD_ID}`;
const RESET_URL = `/whipboard/reset/${WHIPBOARD_ID}`;
const render = () =>
  renderWithProviders(
    <>
      <ResetBoardConfirm whipboardId={WHIPBOARD_ID} renderSignIn={() => <p>Please sign in</p>} />
      <LocationProbe />
    </>,
    { route: RESET_URL },
  );

afterEach(() => act(() => setBrowserOnline(true)));
describe('ResetBoardConfirm', () => {
  it('shows loading, then asks once before resetting, and returns to the board', async () => {
    const reset = whipboardFixture({
      entries: whipboardFixture().entries.map((e, i) => ({ ...e, position: 'Toss-Up', order: i + 1 })),
    });
    const api = mockApi({ [BOARD_URL]: whipboardFixture(), [RESET_URL]: reset });
    const { user, queryClient } = render();
    expect(screen.getByText('Loading whipboard…')).toBeInTheDocument();
    expect(
      await screen.findByText(/Move all 5 names on “H 100: School libraries” back to Toss-Up\?/),
    ).toBeInTheDocument();
    expect(sentRequests(api.fetchMock).some((r) => r.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Reset Board' }));
    expect(await screen.findByText(`/app/whipboards/${WHIPBOARD_ID}`)).toBeInTheDocument();
    expect(
      sentRequests(api.fetchMock)
        .filter((r) => r.method === 'POST')
        .map((r) => r.url),
    ).toEqual([RESET_URL]);
    expect(queryClient.getQueryData(['whipboards', 'detail', WHIPBOARD_ID])).toEqual(reset);
  });

  it('offers Cancel back to the board', async () => {
    mockApi({ [BOARD_URL]: whipboardFixture() });
    render();
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      `/app/whipboards/${WHIPBOARD_ID}`,
    );
  });

  it('says why a reset failed, and offers sign-in when signed out', async () => {
    mockApi({
      [BOARD_URL]: whipboardFixture(),
      [RESET_URL]: () => errorResponse(503, 'Service Unavailable', 'Try again in a moment.'),
    });
    const { user, unmount } = render();
    await user.click(await screen.findByRole('button', { name: 'Reset Board' }));
    expect(await screen.findByText('Try again in a moment.')).toBeInTheDocument();
    unmount();
    mockApi({ [BOARD_URL]: () => errorResponse(401, 'Unauthorized', 'Sign in to use this feature.') });
    render();
    expect(await screen.findByText('Please sign in')).toBeInTheDocument();
  });

  it('shows the error of a board that is not there', async () => {
    mockApi({ [BOARD_URL]: () => errorResponse(404, 'Not Found', `No whipboard with id ${WHIPBOARD_ID}.`) });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('No whipboard with id 7.');
  });
});

describe('ResetBoardConfirm offline (issue 8)', () => {
  it('disables Reset Board with the reason, leaving Cancel', async () => {
    mockApi({ [BOARD_URL]: whipboardFixture() });
    render();
    const reset = await screen.findByRole('button', { name: 'Reset Board' });
    act(() => setBrowserOnline(false));
    expect(reset).toBeDisabled();
    expect(reset).toHaveAccessibleDescription(OFFLINE_REASON);
    expect(screen.getByRole('link', { name: 'Cancel' })).toBeInTheDocument();
  });
});
