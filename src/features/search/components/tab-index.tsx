import { Configure, Index } from 'react-instantsearch';
import type { SearchPageConfig } from '../../../../server/schemas/search-config';
import type { SearchTab } from '../utils/search-tabs';
import type { PerPage } from './per-page-select';
import { TabResults } from './tab-results';
import { VirtualFacets } from './virtual-facets';

export interface TabIndexProps {
  tab: SearchTab;
  active: boolean;
  config: SearchPageConfig;
  perPage: PerPage;
  onPerPageChange: (perPage: PerPage) => void;
}

/**
 * One tab's index in the page's multi-index search. Every tab is always searched, so every tab count
 * comes from the same request; only the shown tab asks for hits (the others for their count only).
 */
export function TabIndex({ tab, active, config, perPage, onPerPageChange }: TabIndexProps) {
  return (
    <Index indexName={tab.indexName} indexId={tab.id}>
      <Configure hitsPerPage={active ? Number(perPage) : 0} attributesToHighlight={[...tab.highlight]} />
      <VirtualFacets tab={tab} />
      {active && <TabResults tab={tab} config={config} perPage={perPage} onPerPageChange={onPerPageChange} />}
    </Index>
  );
}
