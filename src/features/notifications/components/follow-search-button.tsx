import type { FollowedSearch } from '../../../../server/schemas/notifications';
import { ApiError } from '../../../lib/api-error';
import { useFollow } from '../api/follow';
import { sameSearch } from '../api/follow-cache';
import { useFollows } from '../api/get-follows';
import { useUnfollow } from '../api/unfollow';
import { useUpdateFollowChannels } from '../api/update-follow-channels';
import { lastFailure } from '../utils/last-failure';
import { FollowControl } from './follow-control';

export interface FollowSearchButtonProps {
  /** The search as it is now: the box's words and the refinements as facet filters. */
  search: FollowedSearch;
  /** The search page's address, kept with the follow. */
  url: string;
  /** Whether someone is signed in; false skips the request and offers sign-in. @default unknown */
  signedIn?: boolean;
}

/**
 * 'Follow this search' (issue 22): new bills matching the words and filters come to the inbox, push or
 * mail. Whether this exact search is followed is read from the reader's follows.
 */
export function FollowSearchButton({ search, url, signedIn }: FollowSearchButtonProps) {
  const follows = useFollows(signedIn === true);
  const following = useFollow();
  const changing = useUpdateFollowChannels();
  const unfollowing = useUnfollow();
  const followed = follows.data?.items.find(
    (follow) => follow.kind === 'search' && follow.search !== null && sameSearch(follow.search, search),
  );
  const label = search.query.trim() ? `Search: ${search.query.trim()}` : 'Search: all bills';
  return (
    <FollowControl
      follow={follows.isSuccess ? (followed ?? null) : follows.isError ? null : undefined}
      subject="this search"
      followText="Follow this search"
      followName="Follow this search"
      signedIn={follows.error instanceof ApiError && follows.error.status === 401 ? false : signedIn}
      error={lastFailure(following, changing, unfollowing)}
      onFollow={() => following.mutate({ body: { kind: 'search', search }, label, url })}
      onChannelsChange={(follow, channels) => changing.mutate({ followId: follow.id, channels })}
      onUnfollow={(follow) => unfollowing.mutate(follow.id)}
    />
  );
}
