import { useMemo, type ReactNode } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import type { FollowedSearch } from '../../../../server/schemas/notifications';
import { useEqualValue } from '../../../hooks/use-equal-value';
import { followedSearchOf } from '../utils/followed-search';

export interface SearchActionsSlotProps {
  /** Actions on the search itself ('Follow this search'), given the search as it stands. */
  render: (search: FollowedSearch) => ReactNode;
  /** The index id of the tab whose refinements count. @default 'bills' */
  billsIndexId?: string;
}

/**
 * Actions about the whole search, kept current with the box and the refinements. The same search gives
 * the same element, which React does not render again: InstantSearch's state changes after hydrating
 * (each widget adds its part) without changing the search.
 */
export function SearchActionsSlot({ render, billsIndexId = 'bills' }: SearchActionsSlotProps) {
  const { uiState } = useInstantSearch();
  const search = useEqualValue(followedSearchOf(uiState, billsIndexId));
  return useMemo(() => <>{render(search)}</>, [render, search]);
}
