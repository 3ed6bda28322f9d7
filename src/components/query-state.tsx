import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingList } from './loading-list';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Screen-reader text while loading, e.g. 'Loading legislators…' */
  loadingLabel: string;
  /** Shown when `isEmpty(data)`; e.g. 'No legislators to show.' */
  emptyMessage: string;
  /** @default arrays of length 0 are empty */
  isEmpty?: (data: T) => boolean;
  /** Skeleton rows with avatars. @default false */
  withAvatar?: boolean;
  children: (data: T) => ReactNode;
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/** Loading, error (with Retry), empty or content for one query: the four states of every list. */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, loadingLabel, emptyMessage, isEmpty = isEmptyArray, withAvatar, children } = props;
  if (query.isPending) return <LoadingList label={loadingLabel} withAvatar={withAvatar} />;
  // Only a first load's failure replaces the page: a failed refetch (offline, or a reconnect whose first
  // requests still fail) keeps what the reader has, as the app promises offline (issue 8).
  if (query.isLoadingError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty(query.data)) return <EmptyState message={emptyMessage} />;
  return <>{children(query.data)}</>;
}
