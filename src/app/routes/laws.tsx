import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { lawsInfiniteQueryOptions } from '../../features/laws/api/get-laws';
import { LawsBrowser } from '../../features/laws/components/laws-browser';
import { readSessionName } from '../../features/laws/utils/session-name';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const session = readSessionName(new URL(request.url).searchParams.get('session'));
    void queryClient.prefetchInfiniteQuery(lawsInfiniteQueryOptions(session));
    return null;
  };

/** /laws (spec §2 laws browser); the session lives in the URL so Back and shared links keep it. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const session = readSessionName(searchParams.get('session'));
  return (
    <>
      <PageTitle>Laws</PageTitle>
      <LawsBrowser
        session={session}
        onSessionChange={(next) => setSearchParams({ session: next }, { replace: true })}
      />
    </>
  );
}
