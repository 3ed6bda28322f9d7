import { Table, type TableProps, type TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './responsive-table.module.css';

export interface ResponsiveTableProps {
  /** The table's accessible name. */
  label: string;
  /** One header per column, in order; hidden on phones (still read by screen readers). */
  headers: readonly ReactNode[];
  /** Mantine's cell padding. @default 'xs' */
  verticalSpacing?: TableProps['verticalSpacing'];
  /** The rows: `ResponsiveTableRow`s. */
  children: ReactNode;
}

/**
 * A table whose rows stack into blocks on phones (CSS), laid out by each row's `grid-template-areas`.
 * The explicit ARIA roles keep the table semantics that browsers drop once a table's `display` changes.
 */
export function ResponsiveTable({ label, headers, verticalSpacing = 'xs', children }: ResponsiveTableProps) {
  return (
    <Table role="table" className={classes.table} aria-label={label} verticalSpacing={verticalSpacing}>
      <Table.Thead role="rowgroup" className={classes.head}>
        <Table.Tr role="row">
          {headers.map((header, index) => (
            // The columns are fixed, so their position is a stable key.
            <Table.Th role="columnheader" key={index}>
              {header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody role="rowgroup">{children}</Table.Tbody>
    </Table>
  );
}

/** A row; `className` gives it its `grid-template-areas` on phones. */
export function ResponsiveTableRow({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Table.Tr role="row" className={[classes.row, className].filter(Boolean).join(' ')}>
      {children}
    </Table.Tr>
  );
}

/** A cell; its `role` keeps it a cell for screen readers once phones display it as a block. */
export function ResponsiveTableCell(props: TableTdProps) {
  return <Table.Td role="cell" {...props} />;
}
