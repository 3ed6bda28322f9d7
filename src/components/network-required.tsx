import { Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useOnlineStatus } from '../hooks/use-online-status';

/** Why an action is off while offline (issue 8: disabled with a reason, not failed). */
export const OFFLINE_REASON = 'Needs a connection. You can do this when you are back online.';

export interface NetworkActionProps {
  disabled: boolean;
  /** Points at the visible reason while offline, so screen readers hear it with the button. */
  'aria-describedby'?: string;
}

export interface NetworkRequiredProps {
  /** Renders the action; spread the props onto the button. */
  children: (props: NetworkActionProps) => ReactNode;
  /** @default OFFLINE_REASON */
  reason?: string;
  /** Disabled for another reason too (e.g. nothing selected). @default false */
  disabled?: boolean;
}

/**
 * Wraps an action that needs the server: offline, it is disabled and the reason is shown under it as text
 * (a tooltip would never appear on a phone, where there is no hover).
 */
export function NetworkRequired({
  children,
  reason = OFFLINE_REASON,
  disabled = false,
}: NetworkRequiredProps) {
  const online = useOnlineStatus();
  const reasonId = useId();
  if (online) return <>{children({ disabled })}</>;
  return (
    <Stack gap={4} align="flex-start">
      {children({ disabled: true, 'aria-describedby': reasonId })}
      <Text id={reasonId} size="xs" c="dimmed">
        {reason}
      </Text>
    </Stack>
  );
}
