import { Anchor, Group } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { useInstantSearch } from 'react-instantsearch';
import { Link } from 'react-router-dom';
import { ROOT_INDEX_ID } from '../utils/bill-search-state';
import { billTextSearchPath } from '../utils/bill-text-search';

/** The bill search's way into the AI-assisted variant (issue 9): the same query and sessions, in bill text. */
export function BillTextSearchLink() {
  const { uiState } = useInstantSearch();
  const query = uiState[ROOT_INDEX_ID]?.query?.trim();
  if (!query) return null;
  const sessions = uiState.bills?.refinementList?.session_name ?? [];
  return (
    <Group justify="flex-end">
      <Anchor
        component={Link}
        to={billTextSearchPath(query, sessions)}
        size="sm"
        mih={44}
        display="inline-flex"
        style={{ alignItems: 'center', gap: 6 }}
      >
        <IconFileSearch size={18} aria-hidden />
        Search inside bill text
      </Anchor>
    </Group>
  );
}
