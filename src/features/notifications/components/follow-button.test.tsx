import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAgendaApi } from '../../../testing/fixtures/agenda';
import { followFixture, heldResponse } from '../../../testing/fixtures/notifications';
import { errorResponse } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { FollowButton } from './follow-button';

const STATUS = 'GET /api/follows/status?kind=bill&target=100';

const renderButton = (signedIn?: boolean) =>
  renderWithProviders(
    <FollowButton kind="bill" id={100} subject="H 100" url="/app/bill/100" signedIn={signedIn} />,
    {
      route: '/app/bill/100',
    },
  );

describe('FollowButton', () => {
  it('leads a signed-out visitor to sign-in and back, without asking the server', async () => {
    const { requests } = mockAgendaApi({});
    renderButton(false);
    expect(screen.getByRole('link', { name: 'Follow H 100 (sign in first)' })).toHaveAttribute(
      'href',
      '/app/sign-in?returnTo=%2Fapp%2Fbill%2F100',
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toEqual([]);
  });

  it('offers sign-in when the status check answers 401 (an expired session)', async () => {
    mockAgendaApi({ [STATUS]: () => errorResponse(401, 'Unauthorized', 'Sign in to use this feature.') });
    renderButton(true);
    expect(await screen.findByRole('link', { name: 'Follow H 100 (sign in first)' })).toBeInTheDocument();
  });

  it('is busy while the session is unknown, and asks nothing', async () => {
    const { requests } = mockAgendaApi({});
    renderButton(undefined);
    expect(screen.getByRole('button', { name: 'Follow H 100' })).toHaveAttribute('data-loading', 'true');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toEqual([]);
  });

  it('follows at once (optimistic), then shows the server’s channels', async () => {
    const held = heldResponse();
    const followed = followFixture({ channels: { inbox: true, push: true, email: 'digest' } });
    let answered = false;
    const { requests } = mockAgendaApi({
      [STATUS]: () => ({ follow: answered ? followed : null }),
      'PUT /api/follows': () => held.response,
    });
    const { user } = renderButton(true);
    await user.click(await screen.findByRole('button', { name: 'Follow H 100' }));
    // Before the server answers.
    const following = await screen.findByRole('button', { name: 'Following H 100: choose how you hear' });
    expect(requests.find((request) => request.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/follows',
      body: { kind: 'bill', target: '100' },
    });
    answered = true;
    held.send(followed);
    await user.click(following);
    const menu = await screen.findByRole('group', { name: 'How you hear about H 100' });
    await waitFor(() => expect(within(menu).getByRole('switch', { name: /Push/ })).toBeChecked());
    expect(within(menu).getByRole('radio', { name: 'Daily digest' })).toBeChecked();
  });

  it('goes back to Follow and says why when the server refuses', async () => {
    mockAgendaApi({
      [STATUS]: { follow: null },
      'PUT /api/follows': () => errorResponse(400, 'Bad Request', 'body/target: no bill 100 in this state.'),
    });
    const { user } = renderButton(true);
    await user.click(await screen.findByRole('button', { name: 'Follow H 100' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your change was not saved. body/target: no bill 100 in this state.',
    );
    expect(screen.getByRole('button', { name: 'Follow H 100' })).toBeInTheDocument();
  });

  it('changes one channel, and puts it back when the change fails', async () => {
    const { requests } = mockAgendaApi({
      [STATUS]: { follow: followFixture({ id: 5 }) },
      'PATCH /api/follows/5': () => errorResponse(503, 'Service Unavailable', 'Try again in a minute.'),
    });
    const { user } = renderButton(true);
    await user.click(await screen.findByRole('button', { name: 'Following H 100: choose how you hear' }));
    const menu = await screen.findByRole('group', { name: 'How you hear about H 100' });
    const push = within(menu).getByRole('switch', { name: /Push/ });
    expect(push).not.toBeChecked();
    await user.click(push);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in a minute.');
    expect(within(menu).getByRole('switch', { name: /Push/ })).not.toBeChecked();
    expect(requests.filter((request) => request.method === 'PATCH')[0]).toEqual({
      method: 'PATCH',
      url: '/api/follows/5',
      body: { channels: { push: true } },
    });
  });

  it('sets email to the daily digest', async () => {
    let followed = followFixture({ id: 5 });
    const { requests } = mockAgendaApi({
      [STATUS]: () => ({ follow: followed }),
      'PATCH /api/follows/5': () => {
        followed = followFixture({ id: 5, channels: { inbox: true, push: false, email: 'digest' } });
        return followed;
      },
    });
    const { user } = renderButton(true);
    await user.click(await screen.findByRole('button', { name: 'Following H 100: choose how you hear' }));
    await user.click(await screen.findByRole('radio', { name: 'Daily digest' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
        channels: { email: 'digest' },
      }),
    );
    expect(screen.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
  });

  it('shows and hides where the news goes under the Following button', async () => {
    mockAgendaApi({ [STATUS]: { follow: followFixture({ id: 5 }) } });
    const { user } = renderButton(true);
    const following = await screen.findByRole('button', { name: 'Following H 100: choose how you hear' });
    expect(following).toHaveAttribute('aria-expanded', 'false');
    await user.click(following);
    expect(following).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'How you hear about H 100' });
    expect(following).toHaveAttribute('aria-controls', panel.id);
    await user.click(following);
    expect(screen.queryByRole('group', { name: 'How you hear about H 100' })).not.toBeInTheDocument();
  });

  it('unfollows at once, and the Follow button comes back', async () => {
    const held = heldResponse();
    mockAgendaApi({
      [STATUS]: { follow: followFixture({ id: 5 }) },
      'DELETE /api/follows/5': () => held.response,
    });
    const { user } = renderButton(true);
    await user.click(await screen.findByRole('button', { name: 'Following H 100: choose how you hear' }));
    await user.click(await screen.findByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByRole('button', { name: 'Follow H 100' })).toBeInTheDocument();
    held.send({});
  });
});
