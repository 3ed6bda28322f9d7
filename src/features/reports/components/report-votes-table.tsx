import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { BillVote } from '../../../../server/schemas/bills';
import { CompactTable } from '../../../components/compact-table';
import { RollCallTally } from '../../../components/roll-call-tally';
import { formatDate } from '../../../utils/format-date';

const CHAMBER_NAMES = { house: 'House', senate: 'Senate' } as const;
const HEADERS = ['Date', 'Description', 'Yea/Nay/Abs', 'RC#'] as const;

/** Roll calls on the bill (spec §2 votes table columns: Date, Description, Yea/Nay/Abs, RC#). */
export function ReportVotesTable({ votes }: { votes: readonly BillVote[] }) {
  if (votes.length === 0) return <Text c="dimmed">No roll call votes.</Text>;
  return (
    <CompactTable headers={HEADERS} minWidth={420}>
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
            <RollCallTally vote={vote} />
          </Table.Td>
          <Table.Td>{vote.roll_call_number ?? '—'}</Table.Td>
        </Table.Tr>
      ))}
    </CompactTable>
  );
}
