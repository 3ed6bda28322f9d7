import { Card, Stack, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { PageTitle } from '../../components/page-title';
import { sessionQueryOptions, useSession } from '../../features/account/api/get-session';
import { AccountPanel } from '../../features/account/components/account-panel';
import { AppVersion } from '../../features/account/components/app-version';
import { ColorSchemeSetting } from '../../features/account/components/color-scheme-setting';
import { InstallAppSetting } from '../../features/account/components/install-app-setting';
import { CalendarFeedSetting } from '../../features/agenda/components/calendar-feed-setting';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(sessionQueryOptions());
  return null;
};

/** The account (sign in, sign out, password, calendar subscription) and the app's settings. */
export function Component() {
  const signedIn = Boolean(useSession().data?.user);
  return (
    <>
      <PageTitle>Me</PageTitle>
      <Stack gap="md" maw={560}>
        <Card component="section" aria-labelledby="account-title" withBorder>
          <Stack gap="sm">
            <Title order={2} size="h4" id="account-title">
              Account
            </Title>
            <AccountPanel />
          </Stack>
        </Card>
        {signedIn && (
          <Card withBorder>
            <CalendarFeedSetting />
          </Card>
        )}
        <Card withBorder>
          <ColorSchemeSetting />
        </Card>
        <InstallAppSetting />
        <AppVersion />
      </Stack>
    </>
  );
}
