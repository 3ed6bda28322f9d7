import { Text } from '@mantine/core';
import { useEffect, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BillSearchResultTab } from '../../../../../server/schemas/bill-search-results';
import { useBillSearchResult } from '../../api/get-bill-search-result';
import classes from './bill-hit-fragment.module.css';

/** Spec §4 / §8 texts, verbatim. */
export const BILL_TAB_TEXT = { loading: 'Loading...', error: 'Error loading content' } as const;

/**
 * A bill hit's History, P.P.T., Citations or Categories tab: the server's HTML fragment, fetched when the
 * tab is first opened. The server escapes every database text in it (schemas/bill-search-results.ts), so
 * it is placed as is; its in-app links navigate inside the app instead of reloading it.
 */
export function BillHitFragment({ billId, tab }: { billId: number; tab: BillSearchResultTab }) {
  const query = useBillSearchResult(billId, tab);
  const navigate = useNavigate();
  const { isError, error } = query;
  useEffect(() => {
    // Spec §8: a tab's load failure is shown and also logged.
    if (isError) console.error(BILL_TAB_TEXT.error, error);
  }, [isError, error]);

  if (query.isPending) return <Text role="status">{BILL_TAB_TEXT.loading}</Text>;
  if (query.isError) {
    return (
      <Text role="alert" c="var(--mantine-color-error)" fw={600}>
        {BILL_TAB_TEXT.error}
      </Text>
    );
  }
  const followInAppLinks = (event: MouseEvent<HTMLDivElement>) => {
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    if (!href?.startsWith('/') || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <div
      className={classes.fragment}
      onClick={followInAppLinks}
      dangerouslySetInnerHTML={{ __html: query.data }}
    />
  );
}
