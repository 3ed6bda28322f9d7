import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BillSearchResultTab } from '../../../../../server/schemas/bill-search-results';
import { BillTabContent } from '../../../../components/bill-tab-content';
import { useBillSearchResult } from '../../api/get-bill-search-result';
import classes from './bill-hit-fragment.module.css';

/**
 * A bill hit's History, P.P.T., Citations or Categories tab: the server's HTML fragment, fetched when the
 * tab is first opened. The server escapes every database text in it (schemas/bill-search-results.ts), so
 * it is placed as is; its in-app links navigate inside the app instead of reloading it.
 */
export function BillHitFragment({ billId, tab }: { billId: number; tab: BillSearchResultTab }) {
  const query = useBillSearchResult(billId, tab);
  const navigate = useNavigate();
  const followInAppLinks = (event: MouseEvent<HTMLDivElement>) => {
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    if (!href?.startsWith('/') || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <BillTabContent query={query}>
      {(html) => (
        <div
          className={classes.fragment}
          onClick={followInAppLinks}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </BillTabContent>
  );
}
