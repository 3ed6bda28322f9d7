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
  /**
   * Stretch to the full width offline, as in a Stack: a form's submit button, a list whose rows share one
   * reason. @default false (the action keeps its own width, as in a Group)
   */
  block?: boolean;
  /**
   * Whether the action needs the connection at all now. When false the children get the props they get
   * online, whatever the connection, in the same element: a change between the two remounts nothing
   * (e.g. voice search found unsupported only after hydration). @default true
   */
  applies?: boolean;
}

/**
 * Wraps an action that needs the server: offline, it is disabled and the reason is shown under it as text
 * (a tooltip would never appear on a phone, where there is no hover). Rows of a list can share one
 * wrapper around the list: every row's action gets the props, the reason is shown once under the list.
 */
export function NetworkRequired({
  children,
  reason = OFFLINE_REASON,
  disabled = false,
  block = false,
  applies = true,
}: NetworkRequiredProps) {
  const online = useOnlineStatus() || !applies;
  const reasonId = useId();
  // The same element online and offline, so what is inside stays mounted when the connection changes (a
  // half-typed field keeps its text and focus); online it has no box of its own (display: contents).
  return (
    <Stack gap={4} align={block ? 'stretch' : 'flex-start'} display={online ? 'contents' : undefined}>
      {children(online ? { disabled } : { disabled: true, 'aria-describedby': reasonId })}
      {!online && (
        <Text id={reasonId} size="xs" c="dimmed">
          {reason}
        </Text>
      )}
    </Stack>
  );
}
