import { Group, Text } from '@mantine/core';
import { useInstantSearch } from 'react-instantsearch';
import { PerPageSelect, type PerPage } from './per-page-select';
import { countOf } from '../../../utils/count-of';

export interface ResultsToolbarProps {
  /** How many results the search found; null while the first answer is awaited (nothing is said). */
  nbHits: number | null;
  perPage: PerPage;
  onPerPageChange: (perPage: PerPage) => void;
}

/**
 * Above an index's hits: the result count, announced as it changes, and the per-page choice, which goes
 * back to the first page (the page shown no longer exists with another page size).
 */
export function ResultsToolbar({ nbHits, perPage, onPerPageChange }: ResultsToolbarProps) {
  const { setIndexUiState } = useInstantSearch();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" style={{ flex: 1 }}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {nbHits === null ? '' : countOf(nbHits, 'result')}
      </Text>
      <PerPageSelect
        value={perPage}
        onChange={(next) => {
          onPerPageChange(next);
          setIndexUiState((state) => ({ ...state, page: undefined }));
        }}
      />
    </Group>
  );
}
