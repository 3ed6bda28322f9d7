import type { QueryClient } from '@tanstack/react-query';
import { PageTitle } from '../../components/page-title';
import { mediaListInfiniteQueryOptions } from '../../features/news/api/get-media-list';
import { MediaFeed } from '../../features/news/components/media-feed';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchInfiniteQuery(mediaListInfiniteQueryOptions({ display: 'press' }));
  return null;
};

/** /app/news/press/: every press release, newest first, loading more on scroll. */
export function Component() {
  return (
    <>
      <PageTitle>Press releases</PageTitle>
      <MediaFeed listType="press" />
    </>
  );
}
