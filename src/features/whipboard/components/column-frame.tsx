import { Badge, Title } from '@mantine/core';
import { useId, type ReactNode, type Ref } from 'react';
import type { WhipPosition } from '../../../../server/schemas/whipboard';
import classes from './whipboard.module.css';

const COLORS: Record<WhipPosition, string> = {
  Yes: 'green',
  'Lean Yes': 'teal',
  'Toss-Up': 'gray',
  'Lean No': 'orange',
  No: 'red',
};

export interface ColumnFrameProps {
  position: WhipPosition;
  /** The live count in the header (spec §2), derived from the cards shown. */
  count: number;
  /** The list element, for the drop zone. @default none */
  listRef?: Ref<HTMLUListElement>;
  /** A dragged card is over this column. @default false */
  highlighted?: boolean;
  /** Full height instead of 300 px with scrolling (spec §2 printable mode). @default false */
  printable?: boolean;
  /** Shown on a phone, which shows one column at a time (wider screens and paper show all). @default true */
  shown?: boolean;
  children: ReactNode;
}

/** One column: its label and count as a heading, and its cards as a list. */
export function ColumnFrame({
  position,
  count,
  listRef,
  highlighted,
  printable,
  shown = true,
  children,
}: ColumnFrameProps) {
  const headingId = useId();
  return (
    <section
      className={classes.column}
      aria-labelledby={headingId}
      data-highlighted={highlighted || undefined}
      data-shown={shown || undefined}
    >
      <header className={classes.columnHeader}>
        <Title order={2} size="h5" id={headingId}>
          <span className={classes.columnName}>{position}</span>
          <Badge
            size="lg"
            variant="light"
            color={COLORS[position]}
            className={classes.count}
            data-testid={`count-${position}`}
          >
            {count}
          </Badge>
        </Title>
      </header>
      <ul
        ref={listRef}
        className={printable ? classes.printBody : classes.columnBody}
        aria-labelledby={headingId}
        data-whip-column-body={position}
      >
        {children}
        {count === 0 && <li className={classes.empty}>No one yet</li>}
      </ul>
    </section>
  );
}
