import { Text } from '@mantine/core';
import type { BillVote } from '../../../../server/schemas/bills';
import { ListRow, RowList } from '../../../components/list-row';
import { formatDate } from '../../../utils/format-date';
import { labelledTallyText } from '../../../utils/source-gaps';

const CHAMBER_NAMES = { house: 'House', senate: 'Senate' } as const;

/** Roll calls on the bill, each opening its page with how every member voted (/app/votes/{id}). */
export function BillVotes({ votes }: { votes: readonly BillVote[] }) {
  if (votes.length === 0) return <Text c="dimmed">No roll call votes.</Text>;
  return (
    <RowList label="Roll call votes">
      {votes.map((vote) => (
        <ListRow
          key={vote.id}
          to={vote.url}
          title={`${formatDate(vote.vote_date)} · ${vote.motion}`}
          meta={[
            CHAMBER_NAMES[vote.chamber],
            vote.result,
            labelledTallyText(vote),
            vote.roll_call_number !== null && `RC# ${vote.roll_call_number}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        />
      ))}
    </RowList>
  );
}
