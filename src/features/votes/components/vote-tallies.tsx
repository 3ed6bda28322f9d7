import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { Vote } from '../../../../server/schemas/votes';
import { SourceGap } from '../../../components/source-gap';
import { COMPUTED_TALLY_TEXT, countText, hasTallies, SOURCE_GAP_TEXT } from '../../../utils/source-gaps';

export interface VoteTalliesProps {
  vote: Vote;
  /** The roll call's official record (e.g. the journal PDF), offered when it has no tallies here. @default none */
  officialPage?: string | null;
}

/**
 * The four counts as large figures ('Not voting' only when someone did not vote), marked when counted
 * from the recorded votes; without tallies in the source it says so instead of showing zeros.
 */
export function VoteTallies({ vote, officialPage }: VoteTalliesProps) {
  const noteId = useId();
  if (!hasTallies(vote)) return <SourceGap officialPage={officialPage}>{SOURCE_GAP_TEXT.tallies}</SourceGap>;
  const computed = vote.counts_source === 'computed';
  const tallies: [string, number | null][] = [
    ['Yea', vote.yes_count],
    ['Nay', vote.no_count],
    ['Absent', vote.absent_count],
  ];
  if (vote.other_count !== null && vote.other_count > 0) tallies.push(['Not voting', vote.other_count]);
  return (
    <Stack gap={4}>
      <SimpleGrid
        component="dl"
        cols={{ base: 2, xs: 4 }}
        spacing="xs"
        m={0}
        aria-describedby={computed ? noteId : undefined}
      >
        {tallies.map(([label, count]) => (
          <Paper key={label} withBorder p="xs" ta="center">
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={700} fz="xl">
              {countText(count)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {computed && (
        <Text id={noteId} size="sm" c="dimmed">
          {COMPUTED_TALLY_TEXT}: the source publishes no tally for this roll call.
        </Text>
      )}
    </Stack>
  );
}
