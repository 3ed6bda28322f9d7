// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseJournalDate } from './journal-sections';

describe('parseJournalDate', () => {
  it('accepts real calendar days only', () => {
    expect(parseJournalDate('2026-03-12')).toBe('2026-03-12');
    expect(parseJournalDate('2024-02-29')).toBe('2024-02-29');
    expect(parseJournalDate('2025-02-29')).toBeNull();
    expect(parseJournalDate('2026-3-12')).toBeNull();
    expect(parseJournalDate('')).toBeNull();
    expect(parseJournalDate(null)).toBeNull();
  });
});
