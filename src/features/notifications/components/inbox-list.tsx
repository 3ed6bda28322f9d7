import { Button, Center, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { RowList } from '../../../components/list-row';
import { LoadingList } from '../../../components/loading-list';
import { countOf } from '../../../utils/count-of';
import { useInbox } from '../api/get-inbox';
import { markAllRead, markItemsRead, useMarkRead } from '../api/mark-read';
import { InboxItemRow } from './inbox-item-row';

export const INBOX_EMPTY =
  'Nothing here yet. Follow a bill, a legislator, a committee or a search, and what happens to it arrives here.';

/**
 * The inbox (issue 22): newest first, a page at a time, unread items marked; opening one marks it read,
 * and 'Mark all read' does them all. Read from the saved cache when offline; marking read then waits for
 * the connection.
 */
export function InboxList() {
  const inbox = useInbox();
  const markRead = useMarkRead();
  if (inbox.isPending) return <LoadingList label="Loading your inbox…" />;
  if (inbox.isError && !inbox.data)
    return <ErrorState error={inbox.error} onRetry={() => void inbox.refetch()} />;
  const items = inbox.data.pages.flatMap((page) => page.items);
  // The newest page's count is the inbox's as the server last said (mark-read keeps it current).
  const unread = inbox.data.pages[0]?.unread ?? 0;
  if (items.length === 0) return <EmptyState message={INBOX_EMPTY} />;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed" role="status">
          {unread === 0 ? 'All read' : countOf(unread, 'unread item')}
        </Text>
        <Button
          variant="default"
          size="compact-md"
          h={44}
          leftSection={<IconChecks size={16} aria-hidden />}
          disabled={unread === 0}
          onClick={() => markRead.mutate(markAllRead())}
        >
          Mark all read
        </Button>
      </Group>
      {markRead.isError && (
        <Text size="sm" c="red.8" role="alert">
          {markRead.error instanceof Error ? markRead.error.message : 'Marking read failed.'} Try again.
        </Text>
      )}
      <RowList label="Inbox">
        {items.map((item) => (
          <InboxItemRow
            key={item.id}
            item={item}
            onOpenUnread={(opened) => markRead.mutate(markItemsRead([opened.id]))}
          />
        ))}
      </RowList>
      {inbox.isFetchNextPageError ? (
        <ErrorState error={inbox.error} onRetry={() => void inbox.fetchNextPage()} />
      ) : inbox.isFetchingNextPage ? (
        <Center py="md" role="status">
          <Loader size="sm" aria-hidden />
          <VisuallyHidden>Loading more…</VisuallyHidden>
        </Center>
      ) : (
        inbox.hasNextPage && (
          <Center py="md">
            <Button variant="default" onClick={() => void inbox.fetchNextPage()}>
              Load more
            </Button>
          </Center>
        )
      )}
    </Stack>
  );
}
