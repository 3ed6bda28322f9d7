import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconBell, IconBellRinging, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Follow, FollowChannels } from '../../../../server/schemas/notifications';
import { signInPath } from '../../../utils/sign-in-path';
import { FollowChannelsFields } from './follow-channels-fields';

export interface FollowControlProps {
  /** The follow, null when not followed; undefined while that is not known yet. */
  follow: Follow | null | undefined;
  /** What is followed, in the buttons' accessible names: 'H 100', 'Rep. Jane Doe', 'this search'. */
  subject: string;
  /** Whether someone is signed in; false offers sign-in. */
  signedIn: boolean | undefined;
  /** The button's words when not followed. @default 'Follow' */
  followText?: string;
  /** Its accessible name, when the words do not say what is followed. @default `${followText} ${subject}` */
  followName?: string;
  onFollow: () => void;
  onChannelsChange: (follow: Follow, change: Partial<FollowChannels>) => void;
  onUnfollow: (follow: Follow) => void;
  /** The last write's failure, said under the button until the next write. @default none */
  error?: unknown;
}

const common = { size: 'compact-md', h: 44, px: 'sm' } as const;

function failureText(error: unknown): string {
  const reason = error instanceof Error && error.message ? ` ${error.message}` : '';
  return `Your change was not saved.${reason}`;
}

/**
 * Issue 22's Follow button: 'Follow' follows at once; 'Following' shows where the news goes (inbox, push,
 * email) and Unfollow. Signed out, it leads to sign-in and back here, as Track Bill does.
 */
export function FollowControl(props: FollowControlProps) {
  const {
    follow,
    subject,
    signedIn,
    followText = 'Follow',
    onFollow,
    onChannelsChange,
    onUnfollow,
    error,
  } = props;
  const followName = props.followName ?? `${followText} ${subject}`;
  const location = useLocation();
  const [opened, setOpened] = useState(false);
  const headingId = useId();
  const panelId = useId();

  if (signedIn === false) {
    return (
      <Button
        {...common}
        variant="default"
        component={Link}
        to={signInPath(location.pathname + location.search)}
        aria-label={`${followName} (sign in first)`}
        leftSection={<IconBell size={16} aria-hidden />}
      >
        {followText}
      </Button>
    );
  }
  const failure = error ? (
    <Text size="sm" c="red.8" role="alert">
      {failureText(error)}
    </Text>
  ) : null;
  if (!follow) {
    return (
      <Stack gap={4} display="contents">
        <Button
          {...common}
          variant="default"
          loading={follow === undefined}
          aria-label={followName}
          leftSection={<IconBell size={16} aria-hidden />}
          onClick={onFollow}
        >
          {followText}
        </Button>
        {failure}
      </Stack>
    );
  }
  const saving = follow.id === 0; // the server has not answered the follow yet
  return (
    <Stack gap={4} display="contents">
      <Button
        {...common}
        variant="light"
        aria-label={`Following ${subject}: choose how you hear`}
        aria-expanded={opened}
        aria-controls={opened ? panelId : undefined}
        leftSection={<IconBellRinging size={16} aria-hidden />}
        rightSection={
          opened ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
        }
        onClick={() => setOpened((open) => !open)}
      >
        Following
      </Button>
      {/* A panel in the page, not a floating menu: it stays put under a thumb and is read in order. */}
      {opened && (
        <Paper id={panelId} role="group" aria-labelledby={headingId} withBorder p="sm" w="100%" maw={360}>
          <Stack gap="md">
            <Text id={headingId} fw={600} size="sm">
              How you hear about {subject}
            </Text>
            <FollowChannelsFields
              channels={follow.channels}
              disabled={saving}
              onChange={(change) => onChannelsChange(follow, change)}
            />
            <Button
              variant="default"
              disabled={saving}
              onClick={() => {
                setOpened(false);
                onUnfollow(follow);
              }}
            >
              Unfollow
            </Button>
          </Stack>
        </Paper>
      )}
      {failure}
    </Stack>
  );
}
