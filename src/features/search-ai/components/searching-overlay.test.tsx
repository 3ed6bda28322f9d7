import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SEARCHING_MESSAGES, SearchingOverlay } from './searching-overlay';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the searching overlay', () => {
  it('rotates the six spec messages every 3 seconds in a polite status, then starts over', () => {
    renderWithProviders(<SearchingOverlay />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(SEARCHING_MESSAGES).toEqual([
      'Analyzing data…',
      'Finding best matches…',
      'Loading relevant documents…',
      'Filtering duplicates and noise…',
      'Ranking by relevance…',
      'Finalizing personalized results…',
    ]);
    const seen = [status.textContent];
    for (let step = 0; step < 6; step++) {
      advance(2999);
      expect(status).toHaveTextContent(seen.at(-1)!);
      advance(1);
      seen.push(status.textContent);
    }
    expect(seen).toEqual([...SEARCHING_MESSAGES, SEARCHING_MESSAGES[0]]);
  });

  it('begins with the first message each time a search starts', () => {
    const { unmount } = renderWithProviders(<SearchingOverlay />);
    advance(6000);
    expect(screen.getByRole('status')).toHaveTextContent(SEARCHING_MESSAGES[2]);
    unmount();
    renderWithProviders(<SearchingOverlay />);
    expect(screen.getByRole('status')).toHaveTextContent(SEARCHING_MESSAGES[0]);
  });
});
