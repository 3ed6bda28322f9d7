// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { followedSearchOf } from './followed-search';

describe('followedSearchOf', () => {
  it('takes the words, the shared Chamber and the Bills tab’s refinements, not other tabs’ or ranges', () => {
    expect(
      followedSearchOf(
        {
          '': { query: ' solar panels ', refinementList: { chamber: ['house'] } },
          bills: {
            refinementList: { session_name: ['2025-2026'], sponsor: ['Jane Doe', 'Sam Roe'] },
            range: { bill_number: '1:500' },
          },
          news: { refinementList: { year: ['2026'] } },
        },
        'bills',
      ),
    ).toEqual({
      query: 'solar panels',
      filters: ['chamber:house', 'session_name:2025-2026', 'sponsor:Jane Doe', 'sponsor:Sam Roe'],
    });
  });

  it('keeps within the contract’s bounds', () => {
    const many = Array.from({ length: 30 }, (_, index) => `Sponsor ${index}`);
    const search = followedSearchOf(
      { '': { query: 'x'.repeat(300) }, bills: { refinementList: { sponsor: many } } },
      'bills',
    );
    expect(search.query).toHaveLength(200);
    expect(search.filters).toHaveLength(20);
  });
});
