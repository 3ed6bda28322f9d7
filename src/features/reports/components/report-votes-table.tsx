import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { BillVote } from '../../../../server/schemas/bills';
import { formatDate } from '../../../utils/format-date';

const CHAMBER_NAMES = { house: 'House', senate: 'Senate' } as const;

/** Roll calls on the bill (spec §2 votes table columns: Date, Description, Yea/Nay/Abs, RC#). */
export function ReportVotesTable({ votes }: { votes: readonly BillVote[] }) {
  if (votes.length === 0) return <Text c="dimmed">No roll call votes.</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped withTableBorder fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Yea/Nay/Abs</Table.Th>
            <Table.Th>RC#</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {votes.map((vote) => (
            <Table.Tr key={vote.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(vote.vote_date)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={vote.url} inherit>
                  {CHAMBER_NAMES[vote.chamber]}: {vote.motion}
                </Anchor>
                {vote.result && ` (${vote.result})`}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {vote.yes_count}/{vote.no_count}/{vote.absent_count}
              </Table.Td>
              <Table.Td>{vote.roll_call_number ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
