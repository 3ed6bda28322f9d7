import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PendingMoves, type PendingMovesProps } from './pending-moves';

const shown = (props: PendingMovesProps) => {
  const { unmount } = renderWithProviders(<PendingMoves {...props} />);
  const text = screen.getByRole('status').textContent;
  unmount();
  return text;
};

describe('PendingMoves', () => {
  it('says every move is saved, or how many a later change elsewhere overrode', () => {
    expect(shown({ count: 0, status: 'idle', overridden: 0 })).toBe('All moves saved.');
    expect(shown({ count: 0, status: 'idle', overridden: 2 })).toMatch(
      /^All moves saved\. 2 moves did not apply: those names were moved later on another device/,
    );
  });

  it('counts the moves waiting, and says why and what happens next', () => {
    expect(shown({ count: 1, status: 'syncing', overridden: 0 })).toBe('Saving 1 move…');
    expect(shown({ count: 20, status: 'offline', overridden: 0 })).toBe(
      'Offline: 20 moves kept on this device. They are saved when you are back online.',
    );
    expect(shown({ count: 3, status: 'signed-out', overridden: 0 })).toBe('Sign in again to save 3 moves.');
    expect(shown({ count: 2, status: 'failed', overridden: 0 })).toBe(
      '2 moves not saved yet: the server did not answer. Trying again shortly.',
    );
  });
});
