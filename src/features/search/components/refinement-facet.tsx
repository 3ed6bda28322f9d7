import { Button, Text, TextInput } from '@mantine/core';
import { getHighlightedParts, unescape } from 'instantsearch.js/es/lib/utils';
import { Fragment, useState } from 'react';
import { useRefinementList } from 'react-instantsearch';
import { refinementListParams } from '../utils/refinement-params';
import type { FacetDefinition } from '../utils/search-tabs';
import { FacetGroup, TOUCH_INPUT } from './facet-group';
import { FacetOption } from './facet-option';

/** Spec §8: a facet filter box that matches nothing. */
export const NO_FACET_MATCHES = 'No results.';

function HighlightedValue({ highlighted }: { highlighted: string }) {
  return getHighlightedParts(unescape(highlighted)).map((part, index) =>
    part.isHighlighted ? (
      <mark key={index}>{part.value}</mark>
    ) : (
      <Fragment key={index}>{part.value}</Fragment>
    ),
  );
}

/**
 * A facet's values as checkboxes (spec §3 facet item: value, label, count, isRefined, highlighted). A
 * searchable facet has a filter box that asks the server for matching values as the user types.
 */
export function RefinementFacet({ facet }: { facet: FacetDefinition }) {
  const list = useRefinementList(refinementListParams(facet));
  const [filter, setFilter] = useState('');
  const items = facet.hidden ? list.items.filter((item) => !facet.hidden!.test(item.value)) : list.items;
  if (!list.canRefine && !filter) return null;
  const labelOf = (value: string) => facet.labels?.[value] ?? value;
  const filterBox = facet.searchable && (
    <TextInput
      type="search"
      size="md"
      styles={TOUCH_INPUT}
      mb={4}
      aria-label={`Filter ${facet.label}`}
      placeholder={`Filter ${facet.label.toLowerCase()}…`}
      value={filter}
      maxLength={100}
      onChange={(event) => {
        setFilter(event.currentTarget.value);
        list.searchForItems(event.currentTarget.value);
      }}
    />
  );
  const showMore = list.canToggleShowMore && !list.isFromSearch && (
    <Button variant="subtle" size="compact-sm" h={44} onClick={list.toggleShowMore}>
      {list.isShowingMore ? 'Show less' : 'Show more'}
    </Button>
  );
  return (
    <FacetGroup label={facet.label} header={filterBox} footer={showMore}>
      {list.isFromSearch && items.length === 0 && (
        <Text component="li" size="sm" c="dimmed" py={8}>
          {NO_FACET_MATCHES}
        </Text>
      )}
      {items.map((item) => (
        <FacetOption
          key={item.value}
          label={
            list.isFromSearch ? (
              <HighlightedValue highlighted={item.highlighted ?? item.label} />
            ) : (
              labelOf(item.label)
            )
          }
          count={item.count}
          checked={item.isRefined}
          onChange={() => list.refine(item.value)}
        />
      ))}
    </FacetGroup>
  );
}
