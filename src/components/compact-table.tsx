import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface CompactTableProps {
  /** One header per column, in order. */
  headers: readonly string[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The rows: `Table.Tr`s. */
  children: ReactNode;
}

/** A dense striped table for printed pages, where there is no room for cards or timelines. */
export function CompactTable({ headers, minWidth, children }: CompactTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped withTableBorder fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
