import { Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SLOW_CONNECTION } from '../../search/components/search-status';
import classes from './searching-overlay.module.css';

/** Spec §2: the six messages the overlay rotates through while a search runs. */
export const SEARCHING_MESSAGES = [
  'Analyzing data…',
  'Finding best matches…',
  'Loading relevant documents…',
  'Filtering duplicates and noise…',
  'Ranking by relevance…',
  'Finalizing personalized results…',
] as const;

/** Spec §9: the spinner message interval. */
export const SEARCHING_MESSAGE_INTERVAL_MS = 3000;

/**
 * The full overlay over the results column while a search runs (spec §2, §4 search overlay): a spinner
 * and the next message every 3 s, from the first each time a search starts (the overlay mounts with it).
 * The messages are announced politely as they change. On a slow link the search may take many turns of
 * them (issue 18: the search waits as long as the configured timeouts, retrying once); once it is being
 * retried, the overlay says the connection is slow.
 */
export function SearchingOverlay({
  slow = false,
}: {
  /** The search outlived its first attempt. @default false */
  slow?: boolean;
}) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setShown((index) => (index + 1) % SEARCHING_MESSAGES.length),
      SEARCHING_MESSAGE_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <div className={classes.overlay}>
      <div className={classes.message} role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text fw={600}>{SEARCHING_MESSAGES[shown]}</Text>
        {slow && (
          <Text size="sm" c="dimmed">
            {SLOW_CONNECTION}
          </Text>
        )}
      </div>
    </div>
  );
}
