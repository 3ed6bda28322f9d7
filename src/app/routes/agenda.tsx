import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { prefetchAgendaIfSignedIn } from '../prefetch-agenda';
import { scheduleQueryOptions } from '../../features/agenda/api/get-schedule';
import { useSignedIn } from '../../features/account/hooks/use-signed-in';
import { AgendaView } from '../../features/agenda/components/agenda-view';
import { CalendarFeedSetting } from '../../features/agenda/components/calendar-feed-setting';
import { ScheduleView } from '../../features/agenda/components/schedule-view';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** ?date=YYYY-MM-DD keeps the day across reloads and shared links; anything else means today. */
const dayFrom = (params: URLSearchParams) => {
  const date = params.get('date');
  return date && DAY.test(date) ? date : null;
};

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(scheduleQueryOptions(dayFrom(new URL(request.url).searchParams)));
    prefetchAgendaIfSignedIn(queryClient);
    return null;
  };

/** /app/agenda: the schedule (any day) beside the agenda, and the calendar subscription. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const date = dayFrom(searchParams);
  const signedIn = useSignedIn();
  return (
    <>
      <PageTitle>Agenda</PageTitle>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card component="section" aria-labelledby="schedule-title" withBorder>
          <Stack gap="sm">
            <Title order={2} size="h4" id="schedule-title">
              Schedule
            </Title>
            <ScheduleView
              date={date}
              onDateChange={(next) => setSearchParams({ date: next }, { replace: true })}
            />
          </Stack>
        </Card>
        <Stack gap="md">
          <Card component="section" aria-labelledby="agenda-title" withBorder>
            <Stack gap="sm">
              <Title order={2} size="h4" id="agenda-title">
                My Agenda
              </Title>
              <AgendaView signedIn={signedIn} />
            </Stack>
          </Card>
          <Card withBorder>
            <CalendarFeedSetting />
          </Card>
        </Stack>
      </SimpleGrid>
    </>
  );
}
