import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useOfflineSince, useOnlineStatus } from '../../hooks/use-online-status';
import { useOldestShownData } from './use-oldest-shown-data';
import { formatDayAndTime, formatTimeOfDay } from '../../utils/format-date';

/** '10:42 AM' today, 'Nov 20, 10:42 AM' before today. */
export function formatRecentMoment(at: number, now = Date.now()): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return sameDay ? formatTimeOfDay(at) : formatDayAndTime(at);
}

/**
 * Above every screen while offline: since when, how old what the screen shows is, and that actions needing
 * the network are off (issue 8). Not fixed, so it never covers content.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const offlineSince = useOfflineSince();
  const savedAt = useOldestShownData(!online, offlineSince);
  if (online) return null;
  return (
    <Alert
      role="status"
      color="yellow"
      variant="light"
      mb="md"
      icon={<IconWifiOff size={20} aria-hidden />}
      title={offlineSince === null ? 'You are offline' : `Offline since ${formatRecentMoment(offlineSince)}`}
    >
      {savedAt === null
        ? 'Screens you have not opened before cannot load until you reconnect.'
        : `This screen shows what was saved at ${formatRecentMoment(savedAt)} and may be out of date.`}{' '}
      Actions that need a connection are turned off.
    </Alert>
  );
}
