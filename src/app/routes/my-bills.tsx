import { Card, Stack, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { BackLink } from '../../components/back-link';
import { PageTitle } from '../../components/page-title';
import { sessionQueryOptions } from '../../features/account/api/get-session';
import { useFollowedState } from '../../features/account/api/get-states';
import { SignInRequired } from '../../features/account/components/sign-in-required';
import { useSignedIn } from '../../features/account/hooks/use-signed-in';
import { GenerateReportButton } from '../../features/reports/components/generate-report-button';
import { trackedBillsTitle } from '../../features/reports/utils/report-title';
import { trackedBillsInfiniteQueryOptions } from '../../features/tracking/api/get-tracked-bills';
import { trackingListsQueryOptions } from '../../features/tracking/api/get-tracking-lists';
import { MyBillsView } from '../../features/tracking/components/my-bills-view';
import { TrackingListsManager } from '../../features/tracking/components/tracking-lists-manager';
import { LoadingList } from '../../components/loading-list';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(sessionQueryOptions());
  void queryClient.prefetchQuery(trackingListsQueryOptions());
  void queryClient.prefetchInfiniteQuery(trackedBillsInfiniteQueryOptions(undefined));
  return null;
};

/** /app/my-bills: tracked bills with their latest action, a report of any of them, and the lists. */
export function Component() {
  const signedIn = useSignedIn();
  const today = useFollowedState()?.today;
  return (
    <>
      <BackLink fallbackTo="/app/me" label="Me" />
      <PageTitle>My bills</PageTitle>
      {signedIn === undefined && <LoadingList label="Loading your account…" rows={3} />}
      {signedIn === false && <SignInRequired message="Sign in to see the bills you track." />}
      {signedIn && (
        <Stack gap="md">
          <MyBillsView
            renderSelectionActions={(billIds) => (
              <GenerateReportButton billIds={billIds} title={() => trackedBillsTitle(today)} />
            )}
          />
          <Card component="section" aria-labelledby="lists-title" withBorder>
            <Stack gap="sm">
              <Title order={2} size="h4" id="lists-title">
                Your lists
              </Title>
              <TrackingListsManager />
            </Stack>
          </Card>
        </Stack>
      )}
    </>
  );
}
