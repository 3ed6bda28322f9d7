import { Table, Text } from '@mantine/core';
import type { BillAction } from '../../../../server/schemas/bills';
import { formatDate } from '../../../utils/format-date';

/** A bill's whole history as a compact table: a printed page has no room for a timeline. */
export function ReportHistoryTable({ actions }: { actions: readonly BillAction[] }) {
  if (actions.length === 0) return <Text c="dimmed">No actions recorded yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped withTableBorder fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Branch</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {actions.map((action) => (
            <Table.Tr key={action.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(action.action_date)}</Table.Td>
              <Table.Td>{action.branch}</Table.Td>
              <Table.Td>{action.action.action_text}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
