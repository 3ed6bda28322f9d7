import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { BackLink } from '../../components/back-link';
import { pressReleaseQueryOptions } from '../../features/news/api/get-press-release';
import { PressReleaseDetails } from '../../features/news/components/press-release-details';
import { parseId } from '../../utils/parse-id';
import { Component as NotFound } from './not-found';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const pressReleaseId = parseId(params.id);
    if (pressReleaseId) void queryClient.prefetchQuery(pressReleaseQueryOptions(pressReleaseId));
    return null;
  };

/** /app/press/{id}: one press release in full. */
export function Component() {
  const pressReleaseId = parseId(useParams().id);
  if (!pressReleaseId) return <NotFound />;
  return (
    <>
      <BackLink fallbackTo="/app/news/press/" label="Press releases" />
      <PressReleaseDetails pressReleaseId={pressReleaseId} />
    </>
  );
}
