import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './list-row.module.css';

export function RowList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={classes.list} aria-label={label}>
      {children}
    </ul>
  );
}

export interface ListRowProps {
  /** In-app path the row links to. */
  to: string;
  /** The link text (a name or title). */
  title: ReactNode;
  /** Small text under the title. @default none */
  meta?: ReactNode;
  /** Before the text, e.g. an avatar. @default none */
  leading?: ReactNode;
  /** After the text, e.g. a badge. @default none */
  trailing?: ReactNode;
  /** Called as the link is followed (e.g. marking an inbox item read). @default none */
  onOpen?: () => void;
}

/** A list item whose whole area is a link target but whose accessible name is only the title. */
export function ListRow({ to, title, meta, leading, trailing, onOpen }: ListRowProps) {
  return (
    <li className={classes.row}>
      {leading}
      <div className={classes.body}>
        <Anchor component={Link} to={to} className={classes.link} onClick={onOpen}>
          {title}
        </Anchor>
        {meta && (
          <Text size="sm" c="dimmed">
            {meta}
          </Text>
        )}
      </div>
      {trailing}
    </li>
  );
}
