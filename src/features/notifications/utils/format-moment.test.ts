// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMoment } from './format-moment';

describe('formatMoment', () => {
  it('prints a calendar day as that day, whatever the time zone', () => {
    expect(formatMoment('2026-03-15')).toBe('Mar 15, 2026');
  });

  it('prints a moment with its local time', () => {
    const at = new Date(2026, 2, 15, 10, 42).toISOString();
    expect(formatMoment(at)).toBe('Mar 15, 2026, 10:42 AM');
  });

  it('shows what it cannot read as given', () => {
    expect(formatMoment('soon')).toBe('soon');
  });
});
