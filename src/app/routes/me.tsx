import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconBookmarks, IconInbox } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { sessionQueryOptions, useSession } from '../../features/account/api/get-session';
import { statesQueryOptions } from '../../features/account/api/get-states';
import { AccountPanel } from '../../features/account/components/account-panel';
import { AppVersion } from '../../features/account/components/app-version';
import { ColorSchemeSetting } from '../../features/account/components/color-scheme-setting';
import { InstallAppSetting } from '../../features/account/components/install-app-setting';
import { PasskeySettings } from '../../features/account/components/passkey-settings';
import { StateSetting } from '../../features/account/components/state-setting';
import { CalendarFeedSetting } from '../../features/agenda/components/calendar-feed-setting';
import { OfflineSettings } from '../../features/offline/components/offline-settings';
import { ReportsList } from '../../features/reports/components/reports-list';
import { reloadIntoState } from '../follow-state';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(sessionQueryOptions());
  void queryClient.prefetchQuery(statesQueryOptions());
  return null;
};

/** The header's state chip leads here: the setting is brought into view. */
function useScrollToHash(id: string) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${id}`) document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [hash, id]);
}

/**
 * The account (sign in, passkeys, password), the state followed, the user's bills and reports, the
 * calendar and settings.
 */
export function Component() {
  const signedIn = Boolean(useSession().data?.user);
  useScrollToHash('state');
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
        <Card
          component="section"
          id="state"
          aria-labelledby="state-title"
          withBorder
          // Brought into view below the fixed header when the header's state chip leads here.
          style={{ scrollMarginTop: 'calc(56px + var(--mantine-spacing-md))' }}
        >
          <StateSetting onChanged={(state) => void reloadIntoState(state.code)} />
        </Card>
        {signedIn && (
          <>
            <Card component="section" aria-labelledby="my-bills-title" withBorder>
              <Stack gap="sm">
                <Title order={2} size="h4" id="my-bills-title">
                  Tracked bills
                </Title>
                <Text size="sm">Your tracking lists, with each bill’s latest action.</Text>
                <Button
                  component={Link}
                  to="/app/my-bills"
                  leftSection={<IconBookmarks size={18} aria-hidden />}
                >
                  My bills
                </Button>
              </Stack>
            </Card>
            <Card component="section" aria-labelledby="notifications-title" withBorder>
              <Stack gap="sm">
                <Title order={2} size="h4" id="notifications-title">
                  Notifications
                </Title>
                <Text size="sm">
                  What happens to the bills, legislators, committees and searches you follow.
                </Text>
                <Button component={Link} to="/app/inbox" leftSection={<IconInbox size={18} aria-hidden />}>
                  Inbox
                </Button>
                <Button
                  component={Link}
                  to="/app/me/notifications"
                  variant="default"
                  leftSection={<IconBell size={18} aria-hidden />}
                >
                  Notification settings
                </Button>
              </Stack>
            </Card>
            <Card component="section" aria-labelledby="reports-title" withBorder>
              <Stack gap="sm">
                <Title order={2} size="h4" id="reports-title">
                  Reports
                </Title>
                <ReportsList />
              </Stack>
            </Card>
            <Card withBorder>
              <PasskeySettings />
            </Card>
            <Card withBorder>
              <CalendarFeedSetting />
            </Card>
          </>
        )}
        <Card withBorder>
          <ColorSchemeSetting />
        </Card>
        <Card component="section" aria-labelledby="offline-title" withBorder>
          <OfflineSettings />
        </Card>
        <InstallAppSetting />
        <AppVersion />
      </Stack>
    </>
  );
}
