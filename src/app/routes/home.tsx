import { SimpleGrid, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../features/account/api/get-session';
import { useSignedIn } from '../../features/account/hooks/use-signed-in';
import { agendaQueryOptions } from '../../features/agenda/api/get-agenda';
import { scheduleQueryOptions } from '../../features/agenda/api/get-schedule';
import { AgendaCard } from '../../features/agenda/components/agenda-card';
import { ScheduleCard } from '../../features/agenda/components/schedule-card';
import { billsByDisplayQueryOptions } from '../../features/bills/api/get-bills-by-display';
import { BillListsCard } from '../../features/bills/components/bill-lists-card';
import { DEFAULT_BILL_DISPLAY } from '../../features/bills/utils/bill-display-options';
import { committeesQueryOptions } from '../../features/committees/api/get-committees';
import { CommitteesCard } from '../../features/committees/components/committees-card';
import { COMMITTEE_VARIANTS } from '../../features/committees/utils/committee-variants';
import { legislatorsQueryOptions } from '../../features/legislators/api/get-legislators';
import { LiveCalendarCard } from '../../features/live-calendar/components/live-calendar-card';
import { LegislatorsCard } from '../../features/legislators/components/legislators-card';
import { DEFAULT_LEGISLATOR_CHAMBER } from '../../features/legislators/utils/chamber-options';
import { meetingsPreviewQueryOptions } from '../../features/meetings/api/get-meetings';
import { MeetingsCard } from '../../features/meetings/components/meetings-card';
import { defaultMeetingChamber } from '../../features/meetings/utils/meeting-modes';
import { categorizedNewsQueryOptions } from '../../features/news/api/get-categorized-news';
import { mediaFirstPageQueryOptions } from '../../features/news/api/get-media-list';
import { newsSummaryQueryOptions } from '../../features/news/api/get-news-summary';
import { CategorizedNewsCard } from '../../features/news/components/categorized-news-card';
import { NewsPressCard } from '../../features/news/components/news-press-card';
import { NewsSummaryCard } from '../../features/news/components/news-summary-card';
import { DEFAULT_NEWS_CHAMBER } from '../../features/news/utils/news-options';
import { votesPreviewQueryOptions } from '../../features/votes/api/get-votes';
import { VotesCard } from '../../features/votes/components/votes-card';
import { DEFAULT_VOTE_CHAMBER } from '../../features/votes/utils/vote-options';
import { journalQueryOptions } from '../../features/journal/api/get-journal';
import { journalLatestDateQueryOptions } from '../../features/journal/api/get-journal-latest-date';
import { JournalCard } from '../../features/journal/components/journal-card';
import { SearchCard } from '../../features/search/components/search-card';
import { TrackBillButton } from '../../features/tracking/components/track-bill-button';
import { usePageTitle } from '../../hooks/use-page-title';

export const clientLoader = (queryClient: QueryClient) => () => {
  // Keeps this browser's CSRF cookie alive (and the session state ready) for the widgets' POSTs.
  void queryClient.prefetchQuery(sessionQueryOptions());
  void queryClient.prefetchQuery(scheduleQueryOptions(null));
  void queryClient.prefetchQuery(agendaQueryOptions());
  void queryClient.prefetchQuery(legislatorsQueryOptions(DEFAULT_LEGISLATOR_CHAMBER));
  void queryClient.prefetchQuery(committeesQueryOptions(COMMITTEE_VARIANTS.chamber.options[0].value));
  void queryClient.prefetchQuery(committeesQueryOptions(COMMITTEE_VARIANTS.kind.options[0].value));
  void queryClient.prefetchQuery(newsSummaryQueryOptions(DEFAULT_NEWS_CHAMBER));
  void queryClient.prefetchQuery(categorizedNewsQueryOptions(DEFAULT_NEWS_CHAMBER));
  void queryClient.prefetchQuery(mediaFirstPageQueryOptions('news'));
  for (const display of ['testimony', 'formalSessions'] as const) {
    void queryClient.prefetchQuery(
      meetingsPreviewQueryOptions({ display, chamber: defaultMeetingChamber(display) }),
    );
  }
  void queryClient.prefetchQuery(votesPreviewQueryOptions(DEFAULT_VOTE_CHAMBER));
  void queryClient.prefetchQuery(billsByDisplayQueryOptions(DEFAULT_BILL_DISPLAY));
  // The journal's day comes from the server, so its journal can start only once the day is known.
  void queryClient
    .fetchQuery(journalLatestDateQueryOptions())
    .then(({ date }) => (date ? queryClient.prefetchQuery(journalQueryOptions(date)) : undefined))
    .catch(() => {}); // the card shows the error and offers Retry
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
        <AgendaCard />
        <SearchCard />
        <LiveCalendarCard />
        <LegislatorsCard />
        <CommitteesCard variant="chamber" />
        <CommitteesCard variant="kind" title="Committees by type" />
        <NewsSummaryCard />
        <CategorizedNewsCard />
        <NewsPressCard />
        <MeetingsCard display="testimony" />
        <MeetingsCard display="formalSessions" />
        <VotesCard />
        <BillListsCard
          renderBillActions={(bill) => (
            <TrackBillButton billId={bill.id} billLabel={bill.bill_type_number} signedIn={signedIn} />
          )}
        />
        <JournalCard />
      </SimpleGrid>
    </>
  );
}
