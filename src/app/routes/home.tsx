import { SimpleGrid, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../features/account/api/get-session';
import { useSignedIn } from '../../features/account/hooks/use-signed-in';
import { prefetchAgendaIfSignedIn } from '../prefetch-agenda';
import { scheduleQueryOptions } from '../../features/agenda/api/get-schedule';
import { DataFreshness } from '../../features/account/components/data-freshness';
import { AgendaCard } from '../../features/agenda/components/agenda-card';
import { ScheduleCard } from '../../features/agenda/components/schedule-card';
import { BillListsCard } from '../../features/bills/components/bill-lists-card';
import { CommitteesCard } from '../../features/committees/components/committees-card';
import { LiveCalendarCard } from '../../features/live-calendar/components/live-calendar-card';
import { LegislatorsCard } from '../../features/legislators/components/legislators-card';
import { MeetingsCard } from '../../features/meetings/components/meetings-card';
import { CategorizedNewsCard } from '../../features/news/components/categorized-news-card';
import { NewsPressCard } from '../../features/news/components/news-press-card';
import { NewsSummaryCard } from '../../features/news/components/news-summary-card';
import { VotesCard } from '../../features/votes/components/votes-card';
import { JournalCard } from '../../features/journal/components/journal-card';
import { SearchCard } from '../../features/search/components/search-card';
import { renderTrackBill } from '../track-bill-action';
import { usePageTitle } from '../../hooks/use-page-title';
import { DeferredWidget } from '../../components/deferred-widget';

export const clientLoader = (queryClient: QueryClient) => () => {
  // Keeps this browser's CSRF cookie alive (and the session state ready) for the widgets' POSTs.
  void queryClient.prefetchQuery(sessionQueryOptions());
  // Only what the first screen shows: the widgets below it fetch when they come near (DeferredWidget),
  // so on a slow connection these requests are not queued behind a dozen others.
  void queryClient.prefetchQuery(scheduleQueryOptions(null));
  prefetchAgendaIfSignedIn(queryClient);
  return null;
};

/** The dashboard: one column on phones, a grid on wider screens. */
export function Component() {
  const signedIn = useSignedIn();
  usePageTitle(null);
  return (
    <>
      <Title order={1} className="visually-hidden">
        Dashboard
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {/* First, so the schedule sits left of the agenda in every layout (spec §2 agenda text). */}
        <ScheduleCard />
        <AgendaCard signedIn={signedIn} />
        <SearchCard />
        <DeferredWidget title="Live floor calendar">
          <LiveCalendarCard />
        </DeferredWidget>
        <DeferredWidget title="Legislators">
          <LegislatorsCard />
        </DeferredWidget>
        <DeferredWidget title="Committees">
          <CommitteesCard variant="chamber" />
        </DeferredWidget>
        <DeferredWidget title="Committees by type">
          <CommitteesCard variant="kind" title="Committees by type" />
        </DeferredWidget>
        <DeferredWidget title="News">
          <NewsSummaryCard />
        </DeferredWidget>
        <DeferredWidget title="News by category">
          <CategorizedNewsCard />
        </DeferredWidget>
        <DeferredWidget title="News and press">
          <NewsPressCard />
        </DeferredWidget>
        <DeferredWidget title="Testimony">
          <MeetingsCard display="testimony" />
        </DeferredWidget>
        <DeferredWidget title="Floor Debate">
          <MeetingsCard display="formalSessions" />
        </DeferredWidget>
        <DeferredWidget title="Votes">
          <VotesCard />
        </DeferredWidget>
        <DeferredWidget title="Bills">
          <BillListsCard renderBillActions={renderTrackBill} />
        </DeferredWidget>
        <DeferredWidget title="Journal">
          <JournalCard />
        </DeferredWidget>
      </SimpleGrid>
      {/* How recent all of the above is, and where it comes from (issue 16). */}
      <DataFreshness />
    </>
  );
}
