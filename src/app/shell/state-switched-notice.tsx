import { Alert, Anchor } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { useFollowedState } from '../../features/account/api/get-states';
import { stateSwitchedOnLoad } from '../../lib/current-state';
import { STATE_SETTING_PATH } from './state-chip';

/** It is decided once, at load. */
const subscribeToNothing = () => () => {};
const noSwitchOnServer = () => null;

/**
 * Says so when this page load switched the state followed, because its address named another (a shared
 * link, or a record of another state: src/app/follow-state.ts), so a reader is never unaware that the
 * legislature changed under them.
 */
export function StateSwitchedNotice() {
  const followed = useFollowedState();
  const [dismissed, setDismissed] = useState(false);
  // Known in the browser only: a server-rendered page hydrates without it, then shows it.
  const switched = useSyncExternalStore(subscribeToNothing, stateSwitchedOnLoad, noSwitchOnServer);
  if (dismissed || !switched || followed?.code !== switched) return null;
  return (
    <Alert
      role="status"
      color="indigo"
      variant="light"
      mb="md"
      title={`Now following ${followed.name}`}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => setDismissed(true)}
    >
      This link is about {followed.name}&apos;s {followed.legislature}, so Statehouse switched to it.{' '}
      <Anchor component={Link} to={STATE_SETTING_PATH} inherit fw={600}>
        Change the state
      </Anchor>
    </Alert>
  );
}
