// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ROOT_INDEX_ID } from './bill-search-state';
import { selectionScope } from './selection-scope';

const base = {
  [ROOT_INDEX_ID]: { query: 'ferry', refinementList: { chamber: ['house'] } },
  bills: { refinementList: { session_name: ['2025-2026'] } },
};
const scope = selectionScope(base, 'bills');

describe('selectionScope', () => {
  it('stays the same across pages, per-page counts, other tabs and empty refinements', () => {
    expect(
      selectionScope(
        {
          ...base,
          bills: {
            refinementList: { session_name: ['2025-2026'], sponsor: [] },
            range: { year: ':' },
            page: 3,
            configure: { hitsPerPage: 100 },
          },
          news: { refinementList: { year: ['2021'] } },
        },
        'bills',
      ),
    ).toBe(scope);
  });

  it('changes with the query, the shared Chamber and the tab’s own refinements', () => {
    const changed = [
      { ...base, [ROOT_INDEX_ID]: { ...base[ROOT_INDEX_ID], query: 'ferries' } },
      { ...base, [ROOT_INDEX_ID]: { query: 'ferry', refinementList: { chamber: [] } } },
      { ...base, bills: { refinementList: { session_name: ['2023-2024'] } } },
      { ...base, bills: { ...base.bills, range: { year: '2020:2022' } } },
    ];
    for (const uiState of changed) expect(selectionScope(uiState, 'bills')).not.toBe(scope);
  });
});
