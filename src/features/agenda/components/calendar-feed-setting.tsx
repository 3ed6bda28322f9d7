import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import { NetworkRequired } from '../../../components/network-required';
import { formatDate } from '../../../utils/format-date';
import { useCreateAgendaFeed } from '../api/create-agenda-feed';
import { useAgendaFeed } from '../api/get-agenda-feed';
import { useRevokeAgendaFeed } from '../api/revoke-agenda-feed';
import { needsSignIn } from '../utils/needs-sign-in';
import { FeedLink } from './feed-link';

/**
 * The private iCalendar subscription of the whole agenda (issue 5): a phone's calendar app polls it and
 * stays in sync. The link is a secret shown once; making a new one or turning it off revokes the old one.
 */
export function CalendarFeedSetting() {
  const feedQuery = useAgendaFeed();
  const create = useCreateAgendaFeed();
  const revoke = useRevokeAgendaFeed();
  if (feedQuery.isError && needsSignIn(feedQuery.error)) return null;

  const newPath = create.data?.url_path ?? null;
  const failure = create.error ?? revoke.error;
  let body;
  if (feedQuery.isPending) body = <Skeleton height={60} />;
  else if (feedQuery.isError)
    body = <ErrorState error={feedQuery.error} onRetry={() => void feedQuery.refetch()} />;
  else if (newPath && feedQuery.data.active) body = <FeedLink path={newPath} />;
  else if (feedQuery.data.active) {
    body = (
      <Text size="sm">
        A subscription link made on {formatDate(feedQuery.data.created_at ?? '')} is active. Lost it? Make a
        new one: the old link then stops working.
      </Text>
    );
  } else {
    body = <Text size="sm">See your agenda in your phone’s calendar app, kept in sync automatically.</Text>;
  }

  const active = feedQuery.data?.active ?? false;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Calendar subscription
      </Title>
      {body}
      {failure && (
        <Alert color="red" role="alert" title="Not changed">
          {failure.message}
        </Alert>
      )}
      {feedQuery.isSuccess && (
        <NetworkRequired block>
          {(network) => (
            <Group gap="xs" grow>
              <Button
                variant={active ? 'default' : 'filled'}
                mih={44}
                loading={create.isPending}
                onClick={() => create.mutate()}
                {...network}
              >
                {active ? 'Make a new link' : 'Create subscription link'}
              </Button>
              {active && (
                <Button
                  variant="subtle"
                  color="red"
                  mih={44}
                  loading={revoke.isPending}
                  onClick={() => revoke.mutate(undefined, { onSuccess: () => create.reset() })}
                  {...network}
                >
                  Turn off
                </Button>
              )}
            </Group>
          )}
        </NetworkRequired>
      )}
    </Stack>
  );
}
