import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { Vote } from '../../../../server/schemas/votes';

/** The four counts as large figures; 'Not voting' only when someone did not vote. */
export function VoteTallies({ vote }: { vote: Vote }) {
  const tallies: [string, number][] = [
    ['Yea', vote.yes_count],
    ['Nay', vote.no_count],
    ['Absent', vote.absent_count],
  ];
  if (vote.other_count > 0) tallies.push(['Not voting', vote.other_count]);
  return (
    <SimpleGrid component="dl" cols={{ base: 2, xs: 4 }} spacing="xs" m={0}>
      {tallies.map(([label, count]) => (
        <Paper key={label} withBorder p="xs" ta="center">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={700} fz="xl">
            {count}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
