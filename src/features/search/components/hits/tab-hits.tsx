import type { BaseHit, Hit } from 'instantsearch.js';
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

/** The card for a hit of the given tab's index (spec §2 hit links). */
export function TabHit({ tab, hit, config }: TabHitProps) {
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
}
