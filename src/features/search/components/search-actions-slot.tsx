import type { ReactNode } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import type { FollowedSearch } from '../../../../server/schemas/notifications';
import { followedSearchOf } from '../utils/followed-search';

export interface SearchActionsSlotProps {
  /** Actions on the search itself ('Follow this search'), given the search as it stands. */
  render: (search: FollowedSearch) => ReactNode;
  /** The index id of the tab whose refinements count. @default 'bills' */
  billsIndexId?: string;
}

/** Actions about the whole search, kept current with the box and the refinements. */
export function SearchActionsSlot({ render, billsIndexId = 'bills' }: SearchActionsSlotProps) {
  const { uiState } = useInstantSearch();
  return <>{render(followedSearchOf(uiState, billsIndexId))}</>;
}
