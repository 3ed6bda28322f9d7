import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveCalendar } from '../../../../server/schemas/live-calendar';
import { floorActionFixture, houseCalendar } from '../../../testing/fixtures/live-calendar';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { liveCalendarKeys } from '../api/keys';
import { LiveCalendarBody } from './live-calendar-body';

/** A stand-in IntersectionObserver whose callback the test fires, as scrolling would. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return (isIntersecting: boolean) =>
    act(() => {
      for (const callback of callbacks)
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
}

/** The House calendar after the floor took up two more actions today (newest first). */
const withTwoMore: LiveCalendar = [
  {
    date: '2026-03-15',
    actions: [
      floorActionFixture({ id: 21, real_action: 'Read third and passed to be engrossed' }),
      floorActionFixture({ id: 20, real_action: 'Amendment #3 adopted' }),
      ...houseCalendar[0]!.actions,
    ],
  },
  houseCalendar[1]!,
];

let scrollIntoView: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
});
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

async function renderWithRefresh() {
  let calendar = houseCalendar;
  mockApi({ '/api/live_calendar?chamber=house': () => Response.json(calendar) });
  const rendered = renderWithProviders(<LiveCalendarBody chamber="house" inPage />);
  await screen.findByRole('link', { name: 'H 4001' });
  /** What the 30 s refresh brings when the floor has moved on. */
  const refreshWith = async (next: LiveCalendar) => {
    calendar = next;
    await act(() => rendered.queryClient.refetchQueries({ queryKey: liveCalendarKeys.chamber('house') }));
  };
  return { ...rendered, refreshWith };
}

describe('LiveCalendarBody new-actions cue', () => {
  it('shows the newest action first, and new ones arrive on top while the reader is there', async () => {
    const scrollTo = stubIntersectionObserver();
    const { refreshWith } = await renderWithRefresh();
    await scrollTo(true);
    await refreshWith(withTwoMore);
    expect(await screen.findByRole('link', { name: 'H 4021' })).toBeInTheDocument();
    const today = screen.getByRole('region', { name: 'Mar 15, 2026' });
    expect(within(today).getAllByRole('listitem')[0]).toHaveTextContent(
      'Read third and passed to be engrossed',
    );
    expect(screen.queryByRole('button', { name: /new action/ })).not.toBeInTheDocument();
  });

  it('counts actions that arrive while the reader is scrolled away; tapping it goes to the newest', async () => {
    const scrollTo = stubIntersectionObserver();
    const { user, refreshWith } = await renderWithRefresh();
    await scrollTo(false); // the reader scrolls down the day's list
    await refreshWith(houseCalendar); // nothing new: no cue
    expect(screen.queryByRole('button', { name: /new action/ })).not.toBeInTheDocument();
    await refreshWith(withTwoMore);
    const cue = await screen.findByRole('button', { name: '2 new actions' });
    await user.click(cue);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /new action/ })).not.toBeInTheDocument();
    // Once there, the next arrival is in sight and needs no cue; away again, one more is counted.
    await scrollTo(false);
    await refreshWith([
      { date: '2026-03-15', actions: [floorActionFixture({ id: 22 }), ...withTwoMore[0]!.actions] },
      houseCalendar[1]!,
    ]);
    expect(await screen.findByRole('button', { name: '1 new action' })).toBeInTheDocument();
  });

  it('goes away when the reader scrolls back up to the newest by hand', async () => {
    const scrollTo = stubIntersectionObserver();
    const { refreshWith } = await renderWithRefresh();
    await scrollTo(false);
    await refreshWith(withTwoMore);
    expect(await screen.findByRole('button', { name: '2 new actions' })).toBeInTheDocument();
    await scrollTo(true);
    expect(screen.queryByRole('button', { name: /new action/ })).not.toBeInTheDocument();
    await scrollTo(false);
    expect(screen.queryByRole('button', { name: /new action/ })).not.toBeInTheDocument();
  });
});
