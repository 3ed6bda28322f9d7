import { VisuallyHidden } from '@mantine/core';
import { useUnreadCount } from '../api/get-unread-count';
import { useRefreshOnPush } from '../hooks/use-refresh-on-push';
import { countOf } from '../../../utils/count-of';
import classes from './unread-badge.module.css';

/** Past this the badge says '99+': a wider one would cover the neighbouring tab. */
const MAX_SHOWN = 99;

/**
 * The unread count on the Me tab (issue 22), for a signed-in reader: asked every minute while the app is
 * in view, again when it comes back into view, and at once when a push arrives. Nothing at zero.
 */
export function UnreadBadge() {
  const unread = useUnreadCount().data?.unread ?? 0;
  useRefreshOnPush();
  if (unread === 0) return null;
  return (
    <>
      <span className={classes.badge} aria-hidden>
        {unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}
      </span>
      <VisuallyHidden>, {countOf(unread, 'unread notification')}</VisuallyHidden>
    </>
  );
}
