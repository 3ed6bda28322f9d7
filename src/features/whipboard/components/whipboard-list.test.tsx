import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sentRequests, whipboardSummaryFixture } from '../../../testing/fixtures/whipboard';
import { errorResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { NO_BOARDS, WhipboardList } from './whipboard-list';
import { setBrowserOnline } from '../../../testing/fixtures/offline';
import { OFFLINE_REASON } from '../../../components/network-required';

const render = () => renderWithProviders(<WhipboardList renderSignIn={() => <p>Please sign in</p>} />);
const boards = [
  whipboardSummaryFixture(),
  whipboardSummaryFixture({ id: 8, question: 'Ferry tax', chamber: 'senate', bill: null }),
];

afterEach(() => act(() => setBrowserOnline(true)));
describe('WhipboardList', () => {
  it('shows loading, then the boards with their counts and links', async () => {
    mockApi({ '/api/whipboards': boards });
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your whipboards…');
    const list = await screen.findByRole('list', { name: 'Your whipboards' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'H 100: School libraries' })).toHaveAttribute(
      'href',
      '/app/whipboards/7',
    );
    expect(rows[0]).toHaveTextContent('House · H 100 · changed Mar 12, 2026');
    expect(rows[0]).toHaveTextContent('Yes 1 · Lean Yes 0 · Toss-Up 3 · Lean No 0 · No 1');
    expect(rows[1]).toHaveTextContent('Senate · changed Mar 12, 2026');
  });

  it('says so when there are no boards, offers sign-in when signed out, and shows errors', async () => {
    mockApi({ '/api/whipboards': [] });
    render();
    expect(await screen.findByText(NO_BOARDS)).toBeInTheDocument();
  });

  it('offers sign-in when signed out', async () => {
    mockApi({ '/api/whipboards': () => errorResponse(401, 'Unauthorized', 'Sign in to use this feature.') });
    render();
    expect(await screen.findByText('Please sign in')).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    mockApi({ '/api/whipboards': () => errorResponse(503, 'Service Unavailable', 'Try later.') });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('renames a board', async () => {
    let list = boards;
    const api = mockApi({
      '/api/whipboards': () => Response.json(list),
      '/api/whipboards/8': () => {
        list = [boards[0]!, { ...boards[1]!, question: 'Ferry tax, final' }];
        return Response.json(list[1]);
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Rename Ferry tax' }));
    const field = screen.getByRole('textbox', { name: 'Question' });
    await user.clear(field);
    await user.type(field, 'Ferry tax, final');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Ferry tax, final' })).toBeInTheDocument();
    const patch = sentRequests(api.fetchMock).find((r) => r.method === 'PATCH')!;
    expect(patch.body).toEqual({ question: 'Ferry tax, final' });
  });

  it('deletes a board after asking once more', async () => {
    const api = mockApi({
      '/api/whipboards': boards,
      '/api/whipboards/8': () => new Response(null, { status: 204 }),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Delete Ferry tax' }));
    expect(screen.getByText('Delete “Ferry tax”? Every position on it is lost.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Ferry tax now' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ferry tax' })).not.toBeInTheDocument());
    expect(sentRequests(api.fetchMock)).toContainEqual({
      url: '/api/whipboards/8',
      method: 'DELETE',
      body: undefined,
    });
  });
});

describe('WhipboardList offline (issue 8)', () => {
  it('disables the final Delete with the reason', async () => {
    mockApi({ '/api/whipboards': boards });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Delete Ferry tax' }));
    act(() => setBrowserOnline(false));
    const deleteNow = screen.getByRole('button', { name: 'Delete Ferry tax now' });
    expect(deleteNow).toBeDisabled();
    expect(deleteNow).toHaveAccessibleDescription(OFFLINE_REASON);
  });
});
