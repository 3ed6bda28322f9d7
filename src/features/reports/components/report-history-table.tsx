import { Table, Text } from '@mantine/core';
import type { BillAction } from '../../../../server/schemas/bills';
import { CompactTable } from '../../../components/compact-table';
import { formatDate } from '../../../utils/format-date';

const HEADERS = ['Date', 'Branch', 'Action'] as const;

/** A bill's whole history as a compact table: a printed page has no room for a timeline. */
export function ReportHistoryTable({ actions }: { actions: readonly BillAction[] }) {
  if (actions.length === 0) return <Text c="dimmed">No actions recorded yet.</Text>;
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
