import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { InboxPage, MarkReadBody, UnreadCount } from '../../../../server/schemas/notifications';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { QUEUED_WRITE_KEY, type QueuedWrite } from '../../../lib/query-client';
import { invalidateInbox, notificationKeys } from './keys';

import { MARK_READ_PATH } from '../../../../sw/push-messages';

/** The write, as the query client's queued writes carry it: offline it waits and survives a reload. */
function markReadWrite(body: MarkReadBody): QueuedWrite {
  return { method: 'POST', path: MARK_READ_PATH, body, idempotencyKey: newIdempotencyKey() };
}

type InboxData = InfiniteData<InboxPage, number | undefined>;

interface Snapshot {
  inbox: InboxData | undefined;
  unread: UnreadCount | undefined;
}

/** Marks the items read in the cached inbox and lowers the counts by those that were unread. */
function markCachedItemsRead(inbox: InboxData, body: MarkReadBody): { inbox: InboxData; newlyRead: number } {
  const ids = new Set(body.ids ?? []);
  let newlyRead = 0;
  const pages = inbox.pages.map((page) => {
    const items = page.items.map((item) => {
      if (item.read || !(body.all === true || ids.has(item.id))) return item;
      newlyRead += 1;
      return { ...item, read: true };
    });
    return { ...page, items };
  });
  const unreadAfter = (unread: number) => (body.all ? 0 : Math.max(0, unread - newlyRead));
  return {
    inbox: { ...inbox, pages: pages.map((page) => ({ ...page, unread: unreadAfter(page.unread) })) },
    newlyRead,
  };
}

/**
 * Marks inbox items read (`{ ids }`) or all of them (`{ all: true }`). Optimistic: the items and the badge
 * change at once; offline the write waits for the connection (even across a reload), and a refusal puts
 * them back as they were.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation<UnreadCount, unknown, QueuedWrite, Snapshot>({
    mutationKey: QUEUED_WRITE_KEY,
    onMutate: async (write) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.inbox() });
      await queryClient.cancelQueries({ queryKey: notificationKeys.unread() });
      const snapshot: Snapshot = {
        inbox: queryClient.getQueryData<InboxData>(notificationKeys.inbox()),
        unread: queryClient.getQueryData<UnreadCount>(notificationKeys.unread()),
      };
      const body = write.body as MarkReadBody;
      let newlyRead = body.ids?.length ?? 0;
      if (snapshot.inbox) {
        const marked = markCachedItemsRead(snapshot.inbox, body);
        queryClient.setQueryData(notificationKeys.inbox(), marked.inbox);
        newlyRead = marked.newlyRead;
      }
      if (snapshot.unread)
        queryClient.setQueryData<UnreadCount>(notificationKeys.unread(), {
          unread: body.all ? 0 : Math.max(0, snapshot.unread.unread - newlyRead),
        });
      return snapshot;
    },
    onError: (_error, _write, snapshot) => {
      if (!snapshot) return;
      queryClient.setQueryData(notificationKeys.inbox(), snapshot.inbox);
      queryClient.setQueryData(notificationKeys.unread(), snapshot.unread);
    },
    onSuccess: (count) => queryClient.setQueryData(notificationKeys.unread(), count),
    onSettled: () => invalidateInbox(queryClient),
  });
}

/** The variables of useMarkRead's `mutate` for these items. */
export const markItemsRead = (ids: readonly number[]) => markReadWrite({ ids: [...ids] });
/** The variables of useMarkRead's `mutate` for every item. */
export const markAllRead = () => markReadWrite({ all: true });
