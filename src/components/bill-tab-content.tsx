import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';

/** Spec §4 / §8 texts, verbatim. */
export const BILL_TAB_TEXT = { loading: 'Loading...', error: 'Error loading content' } as const;

export interface BillTabContentProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** A bill tab's content (bill rows and search hits): 'Loading...' while it loads, 'Error loading content' in red on failure. */
export function BillTabContent<T>({ query, children }: BillTabContentProps<T>) {
  const { isError, error } = query;
  useEffect(() => {
    // Spec §8: a tab's load failure is shown and also logged.
    if (isError) console.error(BILL_TAB_TEXT.error, error);
  }, [isError, error]);

  if (query.isPending) return <Text role="status">{BILL_TAB_TEXT.loading}</Text>;
  if (query.isError) {
    // Red as the spec asks, in the theme's error shade: Mantine's plain red is under 4.5:1 on white.
    return (
      <Text role="alert" c="var(--mantine-color-error)" fw={600}>
        {BILL_TAB_TEXT.error}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}
