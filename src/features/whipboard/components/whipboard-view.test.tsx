import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { sentRequests, whipboardFixture, WHIPBOARD_ID } from '../../../testing/fixtures/whipboard';
import { errorResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { WhipboardView } from './whipboard-view';

const BOARD_URL = `/api/whipboards/${WHIPBOARD_ID}`;
const render = () =>
  renderWithProviders(
    <WhipboardView whipboardId={WHIPBOARD_ID} renderSignIn={() => <p>Please sign in</p>} />,
  );
const heading = (name: string | RegExp) => screen.findByRole('heading', { name });
const columnNames = (position: string) =>
  within(screen.getByRole('list', { name: new RegExp(`^${position} \\d+$`) }))
    .queryAllByRole('button')
    .map((card) => card.textContent?.split('Democratic')[0]?.split(' ').slice(0, 3).join(' '));

const movedFayCole = whipboardFixture().entries.map((entry) =>
  entry.id === 3 ? { ...entry, position: 'Lean Yes' as const, order: 1 } : entry,
);

beforeAll(() => {
  // jsdom has no Web Animations: the 500 ms drop animation finishes at once here.
  Element.prototype.animate = function animate() {
    const animation = { onfinish: null as null | (() => void), cancel() {} };
    setTimeout(() => animation.onfinish?.(), 0);
    return animation as unknown as Animation;
  };
});

describe('WhipboardView', () => {
  it('shows a loading state while the board loads', () => {
    mockApi({ [BOARD_URL]: () => new Promise<Response>(() => {}) });
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading whipboard…');
  });

  it('shows the error with Retry, which asks again', async () => {
    let calls = 0;
    mockApi({
      [BOARD_URL]: () =>
        ++calls === 1
          ? errorResponse(500, 'Error', 'Database unavailable')
          : Response.json(whipboardFixture()),
    });
    const { user } = render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await heading('H 100: School libraries')).toBeInTheDocument();
  });

  it('offers sign-in instead of an error when signed out', async () => {
    mockApi({ [BOARD_URL]: () => errorResponse(401, 'Unauthorized', 'Sign in to use this feature.') });
    render();
    expect(await screen.findByText('Please sign in')).toBeInTheDocument();
  });

  it('says so when the chamber has no serving members', async () => {
    mockApi({ [BOARD_URL]: whipboardFixture({ entries: [] }) });
    render();
    expect(
      await screen.findByText('No serving members in this chamber: there is no one to whip.'),
    ).toBeInTheDocument();
  });

  it('shows the five columns with live counts, the instructions, Reset Board and Print', async () => {
    mockApi({ [BOARD_URL]: whipboardFixture() });
    render();
    expect(await heading('H 100: School libraries')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Yes1',
      'Lean Yes0',
      'Toss-Up3',
      'Lean No0',
      'No1',
    ]);
    expect(screen.getByText('Drag and drop names to the desired columns.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset Board' })).toHaveAttribute(
      'href',
      `/whipboard/reset/${WHIPBOARD_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute(
      'href',
      `/app/whipboards/${WHIPBOARD_ID}/print`,
    );
    expect(screen.getByRole('link', { name: 'H 100' })).toHaveAttribute('href', '/app/bill/100');
    expect(screen.getByText('Democratic · 1th Middlesex')).toBeInTheDocument();
    expect(screen.getByTestId('pending-moves')).toHaveTextContent('All moves saved.');
    expect(columnNames('Toss-Up')).toEqual(['Rep. Cal Adams', 'Rep. Ada Baker', 'Rep. Fay Cole']);
    expect(
      within(screen.getByRole('list', { name: 'Lean Yes 0' })).getByText('No one yet'),
    ).toBeInTheDocument();
  });

  it("has a column picker with every column's count, opening at the first column; a tap shows another", async () => {
    mockApi({ [BOARD_URL]: whipboardFixture() });
    const { user } = render();
    const picker = await screen.findByRole('group', { name: 'Column shown' });
    const picks = within(picker).getAllByRole('button');
    expect(picks.map((pick) => pick.textContent)).toEqual([
      'Yes1',
      'Lean Yes0',
      'Toss-Up3',
      'Lean No0',
      'No1',
    ]);
    expect(within(picker).getByRole('button', { pressed: true })).toHaveTextContent('Yes1');
    const section = (position: string) =>
      screen.getByRole('region', { name: new RegExp(`^${position} \\d+$`) });
    expect(section('Yes')).toHaveAttribute('data-shown');
    expect(section('Toss-Up')).not.toHaveAttribute('data-shown');
    await user.click(within(picker).getByRole('button', { name: /^Toss-Up/ }));
    expect(within(picker).getByRole('button', { pressed: true })).toHaveTextContent('Toss-Up3');
    expect(section('Toss-Up')).toHaveAttribute('data-shown');
    expect(section('Yes')).not.toHaveAttribute('data-shown');
  });

  it('a keyboard drag shows the column it aims at, and Escape shows the card’s own column again', async () => {
    mockApi({ [BOARD_URL]: whipboardFixture(), '/whipboard/3': () => new Promise<Response>(() => {}) });
    const { user } = render();
    const picker = await screen.findByRole('group', { name: 'Column shown' });
    const pressed = () => within(picker).getByRole('button', { pressed: true }).textContent;
    await user.click(within(picker).getByRole('button', { name: /^Toss-Up/ }));
    screen.getByRole('button', { name: /Rep\. Fay Cole/ }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowLeft}');
    expect(pressed()).toBe('Lean Yes0');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(pressed()).toBe('Lean No0');
    await user.keyboard('{Escape}');
    expect(pressed()).toBe('Toss-Up3');
  });

  it('moves a card with the keyboard: shown at once, sent, then the board as the server has it', async () => {
    let served = whipboardFixture();
    let answerPatch: () => void = () => {};
    const api = mockApi({
      [BOARD_URL]: () => Response.json(served),
      '/whipboard/3': () =>
        new Promise<Response>((resolve) => {
          answerPatch = () => {
            served = whipboardFixture({ entries: movedFayCole });
            resolve(Response.json({ Yes: 1, LeanYes: 1, TossUp: 2, LeanNo: 0, No: 1, outcome: 'applied' }));
          };
        }),
    });
    const { user } = render();
    const card = await screen.findByRole('button', { name: /Rep\. Fay Cole/ });
    card.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Rep. Fay Cole: Lean Yes, place 1 of 1.')).toBeInTheDocument();
    expect(screen.getByTestId('drop-marker')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(await heading('Lean Yes 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Toss-Up 2' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('pending-moves')).toHaveTextContent('Saving 1 move…'));
    answerPatch();
    await waitFor(() => expect(screen.getByTestId('pending-moves')).toHaveTextContent('All moves saved.'));
    expect(columnNames('Lean Yes')).toEqual(['Rep. Fay Cole']);
    const patch = sentRequests(api.fetchMock).find((r) => r.method === 'PATCH')!;
    expect(patch.url).toBe('/whipboard/3');
    expect(patch.body).toMatchObject({
      position: 'Lean Yes',
      order: 1,
      whipboardId: WHIPBOARD_ID,
    });
  });

  it('moves to the far column and a place within it with more arrow presses; Escape cancels', async () => {
    const api = mockApi({
      [BOARD_URL]: () => new Promise<Response>(() => {}),
      '/whipboard/1': () => new Promise<Response>(() => {}),
    });
    api.fetchMock.mockImplementationOnce(async () => Response.json(whipboardFixture()));
    const { user } = render();
    (await screen.findByRole('button', { name: /Rep\. Cal Adams/ })).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { name: 'Toss-Up 3' })).toBeInTheDocument();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await user.keyboard(' ');
    expect(await heading('No 2')).toBeInTheDocument();
    expect(columnNames('No')).toEqual(['Rep. Di Moss', 'Rep. Cal Adams']);
    await waitFor(() => expect(screen.getByTestId('pending-moves')).toHaveTextContent('Saving 1 move…'));
    const patches = sentRequests(api.fetchMock).filter((r) => r.method === 'PATCH');
    expect(patches.map((r) => [r.url, r.body!.position])).toEqual([['/whipboard/1', 'No']]);
  });
});
