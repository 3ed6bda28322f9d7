import { useRange, useRefinementList } from 'react-instantsearch';
import { SHARED_CHAMBER } from '../utils/bill-search-state';
import { rangeParams, refinementListParams } from '../utils/refinement-params';
import type { FacetDefinition, RangeDefinition, SearchTab } from '../utils/search-tabs';

/** Keeps a facet's refinement applied while its list is not shown (a closed sheet, another tab). */
export function VirtualRefinementList({ facet }: { facet: FacetDefinition }) {
  useRefinementList(refinementListParams(facet));
  return null;
}

function VirtualRange({ range }: { range: RangeDefinition }) {
  useRange(rangeParams(range));
  return null;
}

/**
 * A tab's refinements without their lists: every tab keeps its filters (default sessions included) while
 * another tab is shown, so its count in the tab bar is right. The Chamber lives on the root index.
 */
export function VirtualFacets({ tab }: { tab: SearchTab }) {
  return (
    <>
      {tab.facets
        .filter((facet) => facet.kind !== 'chamber')
        .map((facet) => (
          <VirtualRefinementList key={facet.attribute} facet={facet} />
        ))}
      {tab.range && <VirtualRange range={tab.range} />}
    </>
  );
}

/** The root index's share of the refinements: the Chamber every tab inherits. */
export function VirtualSharedChamber() {
  useRefinementList({ attribute: SHARED_CHAMBER, operator: 'or', limit: 100 });
  return null;
}
