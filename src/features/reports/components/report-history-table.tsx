import { Table } from '@mantine/core';
import type { BillAction } from '../../../../server/schemas/bills';
import { CompactTable } from '../../../components/compact-table';
import { EmptyHistory } from '../../../components/empty-history';
import { formatDate } from '../../../utils/format-date';

const HEADERS = ['Date', 'Branch', 'Action'] as const;

/** A bill's whole history as a compact table: a printed page has no room for a timeline. */
export function ReportHistoryTable({
  actions,
  actionsKnown,
}: {
  actions: readonly BillAction[];
  /** The bill's `actions_known`: false when the source has no history for it. */
  actionsKnown: boolean;
}) {
  if (actions.length === 0) return <EmptyHistory actionsKnown={actionsKnown} />;
  return (
    <CompactTable headers={HEADERS} minWidth={320}>
      {actions.map((action) => (
        <Table.Tr key={action.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(action.action_date)}</Table.Td>
          <Table.Td>{action.branch}</Table.Td>
          <Table.Td>{action.action.action_text}</Table.Td>
        </Table.Tr>
      ))}
    </CompactTable>
  );
}
