import { Center, Pagination } from '@mantine/core';
import { memo } from 'react';
import { usePagination } from 'react-instantsearch';

/**
 * Centred page numbers below the hits; one page needs none. Moving page brings the results top into view.
 * Memoised: its tab renders again when InstantSearch's state changes elsewhere.
 */
export const SearchPagination = memo(function SearchPagination({ resultsTopId }: { resultsTopId: string }) {
  const { currentRefinement, nbPages, refine } = usePagination({ padding: 1 });
  if (nbPages <= 1) return null;
  return (
    <Center component="nav" aria-label="Result pages" py="md">
      <Pagination
        value={currentRefinement + 1}
        total={nbPages}
        siblings={1}
        boundaries={1}
        size="lg"
        styles={{ control: { minWidth: 44, height: 44 } }}
        getControlProps={(control) => ({
          'aria-label': {
            first: 'First page',
            previous: 'Previous page',
            next: 'Next page',
            last: 'Last page',
          }[control],
        })}
        getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        onChange={(page) => {
          refine(page - 1);
          document.getElementById(resultsTopId)?.scrollIntoView({ block: 'start' });
        }}
      />
    </Center>
  );
});
