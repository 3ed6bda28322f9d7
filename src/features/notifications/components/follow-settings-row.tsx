import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Follow, FollowChannels } from '../../../../server/schemas/notifications';
import { FollowChannelsFields } from './follow-channels-fields';
import classes from './settings-list.module.css';

const KIND_NAMES = {
  bill: 'Bill',
  legislator: 'Legislator',
  committee: 'Committee',
  search: 'Search',
} as const;

export interface FollowSettingsRowProps {
  follow: Follow;
  onChannelsChange: (change: Partial<FollowChannels>) => void;
  onUnfollow: () => void;
  /** Offline: changes wait for a connection. @default false */
  disabled?: boolean;
}

/** One followed thing on Me → Notifications: its page, where its news goes, and Unfollow. */
export function FollowSettingsRow({
  follow,
  onChannelsChange,
  onUnfollow,
  disabled = false,
}: FollowSettingsRowProps) {
  return (
    <li className={classes.row}>
      <Stack gap="xs" py="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {KIND_NAMES[follow.kind]}
            </Text>
            <Anchor component={Link} to={follow.url} fw={600}>
              {follow.label}
            </Anchor>
            {follow.from_tracking && (
              <Text size="xs" c="dimmed">
                On your tracking lists
              </Text>
            )}
          </Stack>
          <Button
            variant="default"
            size="compact-md"
            h={44}
            disabled={disabled || follow.id === 0}
            aria-label={`Unfollow ${follow.label}`}
            onClick={onUnfollow}
          >
            Unfollow
          </Button>
        </Group>
        <FollowChannelsFields
          channels={follow.channels}
          disabled={disabled || follow.id === 0}
          onChange={onChannelsChange}
        />
      </Stack>
    </li>
  );
}
