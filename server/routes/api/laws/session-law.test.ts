import { describe, expect, it } from 'vitest';
import { compareSessionLaws, parseSessionLaw, parseSlug, sessionLawText, slugOf } from './session-law.js';

describe('session law names', () => {
  it('parses the published form and round-trips through the slug', () => {
    const law = parseSessionLaw('Chapter 12 of the Acts of 2025');
    expect(law).toEqual({ kind: 'acts', year: 2025, chapter: 12 });
    expect(slugOf(law!)).toBe('acts-2025-12');
    expect(parseSlug('resolves-2024-3')).toEqual({ kind: 'resolves', year: 2024, chapter: 3 });
    expect(sessionLawText(parseSlug('resolves-2024-3')!)).toBe('Chapter 3 of the Resolves of 2024');
    expect(parseSessionLaw('St. 2025, c. 12')).toBeNull();
  });

  it('orders by year, Acts before Resolves, then chapter number; unparseable last', () => {
    const laws = [
      'Other',
      'Chapter 3 of the Acts of 2026',
      'Chapter 2 of the Resolves of 2025',
      'Chapter 10 of the Acts of 2025',
      'Chapter 9 of the Acts of 2025',
    ];
    expect(laws.sort(compareSessionLaws)).toEqual([
      'Chapter 9 of the Acts of 2025',
      'Chapter 10 of the Acts of 2025',
      'Chapter 2 of the Resolves of 2025',
      'Chapter 3 of the Acts of 2026',
      'Other',
    ]);
  });
});
