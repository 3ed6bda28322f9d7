import { lazy, Suspense } from 'react';
import { useSignedIn } from '../../features/account/hooks/use-signed-in';

// The notifications feature stays out of the first screen's code: the badge arrives once someone is signed in.
const UnreadBadge = lazy(() =>
  import('../../features/notifications/components/unread-badge').then((module) => ({
    default: module.UnreadBadge,
  })),
);

/** The Me tab's unread count; nothing signed out (there is no inbox) or while the session is unknown. */
export function MeTabBadge() {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <UnreadBadge />
    </Suspense>
  );
}
