import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEqualValue } from './use-equal-value';

describe('useEqualValue', () => {
  it('keeps the first object while equal ones are given, and takes a different one', () => {
    const first = { query: 'climate', chambers: ['House'] };
    const { result, rerender } = renderHook(({ value }) => useEqualValue(value), {
      initialProps: { value: first },
    });
    rerender({ value: { query: 'climate', chambers: ['House'] } });
    expect(result.current).toBe(first);

    const other = { query: 'climate', chambers: ['Senate'] };
    rerender({ value: other });
    expect(result.current).toBe(other);
    rerender({ value: { query: 'climate', chambers: ['Senate'] } });
    expect(result.current).toBe(other);
  });
});
