import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveCalendar } from '../../../../server/schemas/live-calendar';
import { floorActionFixture } from '../../../testing/fixtures/live-calendar';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { stubIntersectionObserver } from '../../../testing/stub-intersection-observer';
import { LiveCalendarDays } from './live-calendar-days';

/** A sitting day of 25 actions (newest first) and the day before with 5. */
const days: LiveCalendar = [
  {
    date: '2026-03-15',
    actions: Array.from({ length: 25 }, (_, i) =>
      floorActionFixture({ id: 100 - i, real_action: `Action ${25 - i} of today` }),
    ),
  },
  {
    date: '2026-03-12',
    actions: Array.from({ length: 5 }, (_, i) =>
      floorActionFixture({ id: 50 - i, real_action: `Action ${5 - i} of Thursday` }),
    ),
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('LiveCalendarDays', () => {
  it("draws a phone's first screen of the newest actions, and older ones as the reader scrolls to them", async () => {
    const { scrollNear } = stubIntersectionObserver();
    renderWithProviders(<LiveCalendarDays days={days} />);
    const today = () => screen.getByRole('region', { name: 'Mar 15, 2026' });
    expect(within(today()).getAllByRole('listitem')).toHaveLength(12);
    expect(within(today()).getAllByRole('listitem')[0]).toHaveTextContent('Action 25 of today');
    expect(screen.queryByRole('region', { name: /Mar 12/ })).not.toBeInTheDocument();

    await scrollNear(true);
    // Twenty more: the rest of today, then the day before under its own heading.
    expect(within(today()).getAllByRole('listitem')).toHaveLength(25);
    const thursday = screen.getByRole('region', { name: /Mar 12/ });
    expect(within(thursday).getAllByRole('listitem')).toHaveLength(5);
  });
});
