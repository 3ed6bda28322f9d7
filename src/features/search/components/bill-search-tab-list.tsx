import { Badge, Tabs } from '@mantine/core';
import { useContext } from 'react';
import { InstantSearchSSRContext, useInstantSearch } from 'react-instantsearch';
import type { SearchTab } from '../utils/search-tabs';
import classes from './bill-search-tab-list.module.css';
import { formatCount } from '../../../utils/count-of';

/** The tab bar with each tab's live count (spec §3 'counts kept per search tab'). */
export function BillSearchTabList({ tabs }: { tabs: readonly SearchTab[] }) {
  const { scopedResults } = useInstantSearch();
  // The tabs' indexes join the search as their panels render, after this bar: in the first render (the
  // server's, and the browser's hydrating it) they are not there yet, and the counts come from the
  // server's results, so a reader without JavaScript sees them too.
  const serverResults = useContext(InstantSearchSSRContext)?.initialResults;
  const countOf = (id: string) => {
    const scoped = scopedResults.find((each) => each.indexId === id);
    const results = (scoped ? scoped.results : serverResults?.[id]?.results?.[0]) as
      { nbHits: number; __isArtificial?: boolean } | undefined;
    return results && !results.__isArtificial ? formatCount(results.nbHits) : '…';
  };
  return (
    <Tabs.List className={classes.list} aria-label="Search in">
      {tabs.map((tab) => (
        <Tabs.Tab key={tab.id} value={tab.id} mih={44} px="sm">
          {tab.label}{' '}
          <Badge component="span" size="sm" variant="light" ml={4} data-count-for={tab.id}>
            {countOf(tab.id)}
          </Badge>
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}
