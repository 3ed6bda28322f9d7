import type { BaseHit, Hit } from 'instantsearch.js';
import { memo } from 'react';
import type { SearchPageConfig } from '../../../../../server/schemas/search-config';
import type * as H from '../../utils/hit-types';
import type { SearchTabId } from '../../utils/search-tabs';
import { AmendmentHitCard } from './amendment-hit';
import { BillHitCard } from './bill-hit';
import { NewsHitCard, PressHitCard, TranscriptHitCard } from './media-hits';
import { CommitteeHitCard, LegislatorHitCard } from './people-hits';

export interface TabHitProps {
  tab: SearchTabId;
  hit: Hit<BaseHit>;
  config: SearchPageConfig;
}

/**
 * Whether two renders show the same hit of the same answer. InstantSearch hands out new hit objects
 * each time it renders, but an answer's highlight object is parsed once: the same one means the same
 * answer, so the same record and the same highlighting.
 */
function sameHit(prev: TabHitProps, next: TabHitProps): boolean {
  if (prev.tab !== next.tab || prev.config !== next.config) return false;
  if (prev.hit === next.hit) return true;
  return (
    prev.hit.objectID === next.hit.objectID &&
    prev.hit._highlightResult !== undefined &&
    prev.hit._highlightResult === next.hit._highlightResult
  );
}

/**
 * The card for a hit of the given tab's index (spec §2 hit links). Memoised: a page of 50 hits is drawn
 * in slices (useDrawAhead), and each slice re-rendered every card already shown, as did each of
 * InstantSearch's renders of the same answer, about 110 cards of a dozen components each on the first
 * load of the bill search (issue 20: TBT on a phone).
 */
export const TabHit = memo(function TabHit({ tab, hit, config }: TabHitProps) {
  switch (tab) {
    case 'bills':
      return <BillHitCard hit={hit as H.BillHit} />;
    case 'amendments':
      return (
        <AmendmentHitCard
          hit={hit as H.AmendmentHit}
          layout={config.state}
          pdfBaseUrl={config.amendmentPdfBaseUrl}
        />
      );
    case 'news':
      return <NewsHitCard hit={hit as H.NewsHit} />;
    case 'press':
      return <PressHitCard hit={hit as H.PressHit} />;
    case 'transcripts':
      return <TranscriptHitCard hit={hit as H.TranscriptHit} />;
    case 'legislators':
      return <LegislatorHitCard hit={hit as H.LegislatorHit} />;
    case 'committees':
      return <CommitteeHitCard hit={hit as H.CommitteeHit} />;
  }
}, sameHit);
