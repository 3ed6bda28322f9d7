import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { VoteDetail } from '../../../../server/schemas/votes';
import { RecordSource } from '../../../components/record-source';
import { formatDate } from '../../../utils/format-date';
import { VotePositionGroups } from './vote-position-groups';
import { VoteTallies } from './vote-tallies';

const CHAMBER_NAMES = { house: 'House', senate: 'Senate' } as const;

/**
 * A roll call's page: the question, the bill, the result as the source words it (never derived from the
 * counts), the counts, every member's vote, and where the record comes from.
 */
export function VoteProfile({ vote }: { vote: VoteDetail }) {
  const number = vote.roll_call_number === null ? '' : ` #${vote.roll_call_number}`;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text fw={700} c="dimmed">
          {CHAMBER_NAMES[vote.chamber]} roll call{number} · {vote.session_name}
        </Text>
        <Title order={1} size="h2">
          {vote.title}
        </Title>
        <Group gap="xs">
          <time dateTime={vote.vote_date}>{formatDate(vote.vote_date)}</time>
          {vote.result && (
            <Badge variant="light" size="lg">
              {vote.result}
            </Badge>
          )}
        </Group>
        {vote.bill && (
          <Text>
            <Anchor component={Link} to={vote.bill.url} fw={600} py={10} display="inline-block">
              {vote.bill.bill_type_number}
            </Anchor>{' '}
            {vote.bill.short_bill_name}
          </Text>
        )}
      </Stack>
      <VoteTallies vote={vote} officialPage={vote.source_url} />
      <VotePositionGroups members={vote.members} />
      <RecordSource record={vote} />
    </Stack>
  );
}
