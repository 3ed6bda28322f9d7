import { Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { LegislatorChamberFilter } from '../../../../server/schemas/legislators';
import { EmptyState } from '../../../components/empty-state';
import { QueryState } from '../../../components/query-state';
import { useLegislators } from '../api/get-legislators';
import { legislatorListTexts, LEGISLATOR_CHAMBER_OPTIONS } from '../utils/chamber-options';
import { filterByName } from '../utils/filter-by-name';
import { LegislatorChamberToggle } from './legislator-chamber-toggle';
import { LegislatorList } from './legislator-list';

export interface LegislatorsDirectoryProps {
  chamber: LegislatorChamberFilter;
  onChamberChange: (chamber: LegislatorChamberFilter) => void;
}

/**
 * Every legislator of a chamber (or the executive branch's officials, or former members), narrowed by a
 * name filter typed on the phone (no request per key).
 */
export function LegislatorsDirectory({ chamber, onChamberChange }: LegislatorsDirectoryProps) {
  const [nameFilter, setNameFilter] = useState('');
  const legislatorsQuery = useLegislators(chamber);
  const texts = legislatorListTexts(chamber);
  return (
    <Stack gap="md">
      <LegislatorChamberToggle
        options={LEGISLATOR_CHAMBER_OPTIONS}
        value={chamber}
        onChange={onChamberChange}
      />
      <TextInput
        label="Filter by name"
        type="search"
        leftSection={<IconSearch size={18} aria-hidden />}
        value={nameFilter}
        onChange={(event) => setNameFilter(event.currentTarget.value)}
        autoComplete="off"
      />
      <QueryState
        query={legislatorsQuery}
        loadingLabel="Loading legislators…"
        emptyMessage={texts.empty}
        withAvatar
      >
        {(legislators) => {
          const matches = filterByName(legislators, nameFilter);
          return matches.length > 0 ? (
            <LegislatorList legislators={matches} />
          ) : (
            <EmptyState message={texts.noMatch(nameFilter.trim())} />
          );
        }}
      </QueryState>
    </Stack>
  );
}
