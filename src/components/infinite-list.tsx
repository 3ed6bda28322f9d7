import { Button, Center, Loader, Text, VisuallyHidden } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLoadMoreSentinel } from '../hooks/use-load-more-sentinel';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingList } from './loading-list';

/** Spec §4 / §8 texts, verbatim. */
export const INFINITE_LIST_TEXT = {
  empty: 'No results :(',
  end: 'No more data :)',
  error: 'Opps, something went wrong :(',
} as const;

export interface InfiniteListProps<T> {
  /** A paged query whose pages carry `data` arrays; an empty page ends the list (spec §7). */
  query: UseInfiniteQueryResult<InfiniteData<{ data: T[] }, unknown>>;
  /** Screen-reader text while the first page loads. */
  loadingLabel: string;
  children: (items: T[]) => ReactNode;
}

/** Spec §4 infinite list: loading, no results, items with more on scroll (or 'Load more'), end, error + Retry. */
export function InfiniteList<T>({ query, loadingLabel, children }: InfiniteListProps<T>) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const sentinelRef = useLoadMoreSentinel(loadMore);

  if (query.isPending) return <LoadingList label={loadingLabel} />;
  if (query.isError && !query.data) {
    return (
      <ErrorState title={INFINITE_LIST_TEXT.error} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const items = query.data.pages.flatMap((page) => page.data);
  if (items.length === 0 && !hasNextPage) return <EmptyState message={INFINITE_LIST_TEXT.empty} />;

  let footer: ReactNode;
  if (isFetchNextPageError) {
    footer = (
      <ErrorState title={INFINITE_LIST_TEXT.error} error={query.error} onRetry={() => void fetchNextPage()} />
    );
  } else if (isFetchingNextPage) {
    footer = (
      <Center py="md" role="status">
        <Loader size="sm" aria-hidden />
        <VisuallyHidden>Loading more…</VisuallyHidden>
      </Center>
    );
  } else if (hasNextPage) {
    footer = (
      <Center py="md" ref={sentinelRef}>
        <Button variant="default" onClick={loadMore}>
          Load more
        </Button>
      </Center>
    );
  } else {
    footer = (
      <Text c="dimmed" ta="center" py="md">
        {INFINITE_LIST_TEXT.end}
      </Text>
    );
  }
  return (
    <>
      {children(items)}
      {footer}
    </>
  );
}
