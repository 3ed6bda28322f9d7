import { Text, VisuallyHidden } from '@mantine/core';
import type { InboxItem } from '../../../../server/schemas/notifications';
import { ListRow } from '../../../components/list-row';
import { formatOccurrence } from '../utils/format-occurrence';
import classes from './inbox.module.css';

export interface InboxItemRowProps {
  item: InboxItem;
  /** Called as the reader opens an unread item. */
  onOpenUnread: (item: InboxItem) => void;
}

/** One inbox item: what happened, when, and a link to its page; unread ones carry a dot and say so. */
export function InboxItemRow({ item, onOpenUnread }: InboxItemRowProps) {
  return (
    <ListRow
      to={item.url}
      onOpen={item.read ? undefined : () => onOpenUnread(item)}
      leading={<span className={classes.dot} data-unread={item.read ? undefined : ''} aria-hidden />}
      title={
        <span className={item.read ? classes.read : undefined}>
          {!item.read && <VisuallyHidden>Unread:</VisuallyHidden>}
          {!item.read && ' '}
          {item.title}
        </span>
      }
      meta={
        <>
          {item.body}
          <Text component="span" size="xs" display="block" mt={2}>
            <time dateTime={item.occurred_at}>{formatOccurrence(item.occurred_at)}</time>
          </Text>
        </>
      }
    />
  );
}
