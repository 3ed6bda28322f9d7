import { Badge, Tabs } from '@mantine/core';
import { useInstantSearch } from 'react-instantsearch';
import type { SearchTab } from '../utils/search-tabs';
import classes from './bill-search-tab-list.module.css';

/** The tab bar with each tab's live count (spec §3 'counts kept per search tab'). */
export function BillSearchTabList({ tabs }: { tabs: readonly SearchTab[] }) {
  const { scopedResults } = useInstantSearch();
  const countOf = (id: string) => {
    const results = scopedResults.find((scoped) => scoped.indexId === id)?.results as
      { nbHits: number; __isArtificial?: boolean } | undefined;
    return results && !results.__isArtificial ? results.nbHits.toLocaleString('en-US') : '…';
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
