import type { QueryClient } from '@tanstack/react-query';
import { BackLink } from '../../components/back-link';
import { LoadingList } from '../../components/loading-list';
import { PageTitle } from '../../components/page-title';
import { sessionQueryOptions } from '../../features/account/api/get-session';
import { SignInRequired } from '../../features/account/components/sign-in-required';
import { useSignedIn } from '../../features/account/hooks/use-signed-in';
import { inboxQueryOptions } from '../../features/notifications/api/get-inbox';
import { InboxList } from '../../features/notifications/components/inbox-list';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(sessionQueryOptions());
  void queryClient.prefetchInfiniteQuery(inboxQueryOptions());
  return null;
};

/** /app/inbox: what happened to the bills, legislators, committees and searches the reader follows. */
export function Component() {
  const signedIn = useSignedIn();
  return (
    <>
      <BackLink fallbackTo="/app/me" label="Me" />
      <PageTitle>Inbox</PageTitle>
      {signedIn === undefined && <LoadingList label="Loading your account…" rows={3} />}
      {signedIn === false && <SignInRequired message="Sign in to see what happened to what you follow." />}
      {signedIn && <InboxList />}
    </>
  );
}
