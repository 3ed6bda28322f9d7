import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { liveCalendarQueryOptions } from '../../features/live-calendar/api/get-live-calendar';
import { LiveCalendarPanel } from '../../features/live-calendar/components/live-calendar-panel';
import {
  DEFAULT_LIVE_CALENDAR_CHAMBER,
  LIVE_CALENDAR_CHAMBER_OPTIONS,
} from '../../features/live-calendar/utils/chamber-options';
import { useSearchParamOption } from '../../hooks/use-search-param-option';
import { readOption } from '../../utils/read-option';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const { searchParams } = new URL(request.url);
    const chamber = readOption(
      searchParams,
      'chamber',
      LIVE_CALENDAR_CHAMBER_OPTIONS,
      DEFAULT_LIVE_CALENDAR_CHAMBER,
    );
    void queryClient.prefetchQuery(liveCalendarQueryOptions(chamber));
    return null;
  };

export function Component() {
  const [chamber, setChamber] = useSearchParamOption(
    'chamber',
    LIVE_CALENDAR_CHAMBER_OPTIONS,
    DEFAULT_LIVE_CALENDAR_CHAMBER,
  );
  return (
    <>
      <PageTitle>Live floor calendar</PageTitle>
      <LiveCalendarPanel chamber={chamber} onChamberChange={setChamber} />
    </>
  );
}
