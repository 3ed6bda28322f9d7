import type { Hit } from 'instantsearch.js';
import { memo } from 'react';
import type { SearchPageConfig } from '../../../../server/schemas/search-config';
import { useDrawAhead } from '../../../hooks/use-draw-ahead';
import type { SearchTab } from '../utils/search-tabs';
import classes from './hits/hit-card.module.css';
import { TabHit } from './hits/tab-hits';

/**
 * Hits drawn with the page: a phone's first screen shows two or three, so the server renders (and the
 * browser hydrates, in one uninterruptible commit) four; the rest are drawn ten at a time as the reader
 * scrolls towards them (issue 20: TBT on the bill search).
 */
const FIRST_SLICE = { first: 4, step: 10 };

export interface ShownHitsProps {
  tab: SearchTab;
  config: SearchPageConfig;
  hits: readonly Hit[];
  /** Names the answer: a new one is drawn from its first slice again. */
  answerKey: string;
  /** The hits answer an earlier query while the next one is on its way. */
  stale: boolean;
}

/**
 * The shown tab's hits. A component of its own so that drawing the next slice renders the list alone,
 * not the facets, toolbar and pages around it; and memoised, so the tab rendering again with the same
 * hits (as it does right after hydrating: InstantSearch's state is complete only once every widget is
 * added) does not draw them again.
 */
export const ShownHits = memo(function ShownHits({ tab, config, hits, answerKey, stale }: ShownHitsProps) {
  const { count, end } = useDrawAhead(hits.length, answerKey, FIRST_SLICE);
  return (
    <>
      <ul
        className={stale ? `${classes.list} ${classes.stale}` : classes.list}
        aria-label={`${tab.label} results`}
        aria-busy={stale}
      >
        {hits.slice(0, count).map((hit) => (
          <li key={hit.objectID}>
            <TabHit tab={tab.id} hit={hit} config={config} />
          </li>
        ))}
      </ul>
      {end}
    </>
  );
});
