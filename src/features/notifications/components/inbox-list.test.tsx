import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAgendaApi } from '../../../testing/fixtures/agenda';
import { inboxItemFixture, inboxPageFixture } from '../../../testing/fixtures/notifications';
import { pendingResponse } from '../../../testing/fixtures/tracking';
import { LocationProbe } from '../../../testing/location-probe';
import { errorResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { INBOX_EMPTY, InboxList } from './inbox-list';

const FIRST_PAGE = 'GET /api/notifications?limit=30';

function renderInbox() {
  return renderWithProviders(
    <>
      <InboxList />
      <LocationProbe />
    </>,
    { route: '/app/inbox' },
  );
}

describe('InboxList', () => {
  it('shows a loading state, then the items newest first with the unread ones marked', async () => {
    mockAgendaApi({
      [FIRST_PAGE]: inboxPageFixture([
        inboxItemFixture({ id: 3 }),
        inboxItemFixture({ id: 2, read: true, title: 'H 102 heard' }),
      ]),
    });
    renderInbox();
    expect(screen.getByText('Loading your inbox…')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Inbox' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Unread: H 103 reported favorably',
      'H 102 heard',
    ]);
    expect(screen.getByText('1 unread item')).toBeInTheDocument();
  });

  it('says what to do when there is nothing yet', async () => {
    mockAgendaApi({ [FIRST_PAGE]: inboxPageFixture([]) });
    renderInbox();
    expect(await screen.findByText(INBOX_EMPTY)).toBeInTheDocument();
  });

  it('shows the error with Retry, and retries', async () => {
    let fail = true;
    mockAgendaApi({
      [FIRST_PAGE]: () =>
        fail
          ? errorResponse(503, 'Service Unavailable', 'Statehouse is restarting. Try again in a minute.')
          : inboxPageFixture([inboxItemFixture()]),
    });
    const { user } = renderInbox();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Statehouse is restarting. Try again in a minute.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Inbox' })).toBeInTheDocument();
  });

  it('marks an unread item read as it opens its page', async () => {
    const { requests } = mockAgendaApi({
      [FIRST_PAGE]: inboxPageFixture([inboxItemFixture({ id: 3 })]),
      'POST /api/notifications/read': { unread: 0 },
    });
    const { user } = renderInbox();
    await user.click(await screen.findByRole('link', { name: 'Unread: H 103 reported favorably' }));
    expect(screen.getByTestId('location-path')).toHaveTextContent('/app/bill/103');
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/notifications/read',
        body: { ids: [3] },
      }),
    );
  });

  it('marks all read at once, and puts the marks back when the server refuses', async () => {
    mockAgendaApi({
      [FIRST_PAGE]: inboxPageFixture([inboxItemFixture({ id: 3 }), inboxItemFixture({ id: 2 })]),
      'POST /api/notifications/read': () => errorResponse(400, 'Bad Request', 'body/all: must be true.'),
    });
    const { user } = renderInbox();
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('body/all: must be true. Try again.');
    expect(screen.getByText('2 unread items')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Unread: / })).toHaveLength(2);
  });

  it('marks all read optimistically while the server answers', async () => {
    mockAgendaApi({
      [FIRST_PAGE]: inboxPageFixture([inboxItemFixture({ id: 3 })]),
      'POST /api/notifications/read': pendingResponse,
    });
    const { user } = renderInbox();
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('All read')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'H 103 reported favorably' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('loads the next page with Load more', async () => {
    const { requests } = mockAgendaApi({
      [FIRST_PAGE]: inboxPageFixture([inboxItemFixture({ id: 40 })], { next_before: 40 }),
      'GET /api/notifications?before=40&limit=30': inboxPageFixture([
        inboxItemFixture({ id: 39, read: true }),
      ]),
    });
    const { user } = renderInbox();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'H 139 reported favorably' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual([
      '/api/notifications?limit=30',
      '/api/notifications?before=40&limit=30',
    ]);
  });
});
