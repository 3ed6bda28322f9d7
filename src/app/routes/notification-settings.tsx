import type { QueryClient } from '@tanstack/react-query';
import { BackLink } from '../../components/back-link';
import { LoadingList } from '../../components/loading-list';
import { PageTitle } from '../../components/page-title';
import { sessionQueryOptions } from '../../features/account/api/get-session';
import { SignInRequired } from '../../features/account/components/sign-in-required';
import { useSignedIn } from '../../features/account/hooks/use-signed-in';
import { followsQueryOptions } from '../../features/notifications/api/get-follows';
import { notificationSettingsQueryOptions } from '../../features/notifications/api/get-notification-settings';
import { pushDevicesQueryOptions } from '../../features/notifications/api/get-push-devices';
import { NotificationSettingsView } from '../../features/notifications/components/notification-settings-view';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(sessionQueryOptions());
  void queryClient.prefetchQuery(followsQueryOptions());
  void queryClient.prefetchQuery(notificationSettingsQueryOptions());
  void queryClient.prefetchQuery(pushDevicesQueryOptions());
  return null;
};

/** /app/me/notifications: what the reader follows and how news reaches them (issue 22). */
export function Component() {
  const signedIn = useSignedIn();
  return (
    <>
      <BackLink fallbackTo="/app/me" label="Me" />
      <PageTitle>Notifications</PageTitle>
      {signedIn === undefined && <LoadingList label="Loading your account…" rows={3} />}
      {signedIn === false && <SignInRequired message="Sign in to choose what you follow and how you hear." />}
      {signedIn && <NotificationSettingsView />}
    </>
  );
}
