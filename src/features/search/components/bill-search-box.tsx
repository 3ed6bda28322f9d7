import { useCallback, useMemo } from 'react';
import { useInstantSearch, useSearchBox } from 'react-instantsearch';
import { firstPages } from '../utils/active-refinements';
import { ROOT_INDEX_ID } from '../utils/bill-search-state';
import { billNumberRewrite, type BillPrefixes } from '../utils/rewrite-bill-number';
import { SearchInput } from './search-input';

export interface BillSearchBoxProps {
  label: string;
  /** The state's bill types: where they are HB/SB, H123 is searched as HB123 (spec §5). @default none */
  billPrefixes?: BillPrefixes;
}

/**
 * The search box of a page whose root index holds the query for its bill results (the bill search and
 * its AI-assisted variant).
 */
export function BillSearchBox({ label, billPrefixes }: BillSearchBoxProps) {
  // The widget makes the query part of the root index's state; the root index has no results of its own,
  // so its render state never refreshes: the query shown is read from the UI state instead.
  useSearchBox();
  const { indexUiState, setUiState } = useInstantSearch();
  const rewrite = useMemo(() => billNumberRewrite(billPrefixes), [billPrefixes]);
  // The query is shared by every tab: all of them go back to their first page.
  const search = useCallback(
    (next: string) =>
      setUiState((state) =>
        firstPages({ ...state, [ROOT_INDEX_ID]: { ...state[ROOT_INDEX_ID], query: next } }),
      ),
    [setUiState],
  );
  return (
    <SearchInput
      query={indexUiState.query ?? ''}
      label={label}
      placeholder="Search here…"
      rewrite={rewrite}
      onSearch={search}
    />
  );
}
