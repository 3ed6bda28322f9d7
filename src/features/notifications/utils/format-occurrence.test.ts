// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatOccurrence } from './format-occurrence';

describe('formatOccurrence', () => {
  it('prints a calendar day as that day, whatever the time zone', () => {
    expect(formatOccurrence('2026-03-15')).toBe('Mar 15, 2026');
  });

  it('prints a moment with its local time', () => {
    const at = new Date(2026, 2, 15, 10, 42).toISOString();
    expect(formatOccurrence(at)).toBe('Mar 15, 2026, 10:42 AM');
  });

  it('shows what it cannot read as given', () => {
    expect(formatOccurrence('soon')).toBe('soon');
  });
});
