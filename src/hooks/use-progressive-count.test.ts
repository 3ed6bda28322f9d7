import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

describe('useProgressiveCount', () => {
  it('grows from the first slice to the whole list, a step per render', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const count = useProgressiveCount(25, 'answer 1');
      seen.push(count);
      return count;
    });
    await act(async () => {});
    expect(result.current).toBe(25);
    expect(seen[0]).toBe(10);
    expect(seen).toContain(20);
  });

  it('starts again from the first slice for a new answer, and never counts past the list', async () => {
    const seen: number[] = [];
    const { result, rerender } = renderHook(
      ({ total, key }) => {
        const count = useProgressiveCount(total, key, { first: 2 });
        seen.push(count);
        return count;
      },
      { initialProps: { total: 5, key: 'a' } },
    );
    await act(async () => {});
    expect(result.current).toBe(5);
    seen.length = 0;
    rerender({ total: 30, key: 'b' });
    await act(async () => {});
    expect(seen[0]).toBe(2);
    expect(result.current).toBe(30);
  });
});
