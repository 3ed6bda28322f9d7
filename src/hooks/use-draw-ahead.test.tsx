import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../testing/stub-intersection-observer';
import { DRAW_AHEAD_PX, useDrawAhead } from './use-draw-ahead';

const items = (n: number, prefix = 'hit') => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);

/** A list drawn as the hook says, with its end element where ShownHits puts it. */
function List({ names, answer }: { names: string[]; answer: string }) {
  const { count, end } = useDrawAhead(names.length, answer, { first: 4, step: 10 });
  return (
    <>
      <ul aria-label="Results">
        {names.slice(0, count).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      {end}
    </>
  );
}

const drawn = () => screen.getAllByRole('listitem').length;

afterEach(() => vi.unstubAllGlobals());

describe('useDrawAhead', () => {
  it('draws the first slice, and no more until the end of what is drawn nears the screen', async () => {
    const { observers, scrollNear } = stubIntersectionObserver();
    render(<List names={items(50)} answer="a" />);
    expect(drawn()).toBe(4);
    expect(observers[0]?.rootMargin).toBe(`${DRAW_AHEAD_PX}px`);
    await scrollNear(false);
    expect(drawn()).toBe(4);
    await scrollNear(true);
    expect(drawn()).toBe(14);
    // The end moved down (a new element, so a new observer that reports where it is now); a call within
    // 50 ms of the last waits out the pause (useLoadMoreSentinel).
    await scrollNear(true);
    await waitFor(() => expect(drawn()).toBe(24));
  });

  it('stops at the end of the list and leaves no end element', async () => {
    const { observers, scrollNear } = stubIntersectionObserver();
    const { container } = render(<List names={items(9)} answer="a" />);
    await scrollNear(true);
    expect(drawn()).toBe(9);
    expect(container.lastElementChild).toBe(screen.getByRole('list'));
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('draws a new answer from its first slice again', async () => {
    const { scrollNear } = stubIntersectionObserver();
    const { rerender } = render(<List names={items(50)} answer="a" />);
    await scrollNear(true);
    expect(drawn()).toBe(14);
    rerender(<List names={items(50, 'other')} answer="b" />);
    expect(drawn()).toBe(4);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('other 1');
  });

  it('draws items added to the same list too: new ones at its top push none out of the drawn part', async () => {
    const { scrollNear } = stubIntersectionObserver();
    const { rerender } = render(<List names={items(50)} answer="a" />);
    await scrollNear(true);
    expect(drawn()).toBe(14);
    rerender(<List names={[...items(2, 'new'), ...items(50)]} answer="a" />);
    expect(drawn()).toBe(16);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('new 1');
    expect(screen.getAllByRole('listitem')[15]).toHaveTextContent('hit 14');
  });

  it('draws everything before the page is printed', () => {
    const { observers } = stubIntersectionObserver();
    const { container } = render(<List names={items(50)} answer="a" />);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    // Synchronously, inside the event: the print is laid out as soon as it returns.
    expect(drawn()).toBe(50);
    expect(container.lastElementChild).toBe(screen.getByRole('list'));
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });
});
