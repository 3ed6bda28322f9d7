import { useInstantSearch, useSearchBox } from 'react-instantsearch';
import { firstPages } from '../utils/active-refinements';
import { ROOT_INDEX_ID } from '../utils/bill-search-state';
import { rewriteBillNumber } from '../utils/rewrite-bill-number';
import { SearchInput } from './search-input';

/**
 * The search box of a page whose root index holds the query for its bill results (the bill search and
 * its AI-assisted variant). H123 is searched as HB123 (spec §5).
 */
export function BillSearchBox({ label }: { label: string }) {
  // The widget makes the query part of the root index's state; the root index has no results of its own,
  // so its render state never refreshes: the query shown is read from the UI state instead.
  useSearchBox();
  const { indexUiState, setUiState } = useInstantSearch();
  return (
    <SearchInput
      query={indexUiState.query ?? ''}
      label={label}
      placeholder="Search here…"
      rewrite={rewriteBillNumber}
      // The query is shared by every tab: all of them go back to their first page.
      onSearch={(next) =>
        setUiState((state) =>
          firstPages({ ...state, [ROOT_INDEX_ID]: { ...state[ROOT_INDEX_ID], query: next } }),
        )
      }
    />
  );
}
