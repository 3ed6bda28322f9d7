import type { FollowStatusQuery } from '../../../../server/schemas/notifications';
import { useFollowStatus } from '../api/get-follow-status';
import { useFollow } from '../api/follow';
import { useUnfollow } from '../api/unfollow';
import { useUpdateFollowChannels } from '../api/update-follow-channels';
import { ApiError } from '../../../lib/api-error';
import { lastFailure } from '../utils/last-failure';
import { FollowControl } from './follow-control';

export interface FollowButtonProps {
  /** The bill, legislator or committee followed. */
  kind: FollowStatusQuery['kind'];
  id: number;
  /** Its name as the reader knows it ('H 100', 'Rep. Jane Doe'), in the button's accessible name. */
  subject: string;
  /** Its page, kept with the follow. */
  url: string;
  /** Whether someone is signed in; false skips the status request and offers sign-in. @default unknown */
  signedIn?: boolean;
}

/** Follow a bill, a legislator or a committee (issue 22), beside the page's other actions. */
export function FollowButton({ kind, id, subject, url, signedIn }: FollowButtonProps) {
  const record = { kind, target: String(id) };
  // Asked only once the session is known to be signed in: a visitor's 401 would only be a wasted request.
  const status = useFollowStatus(record, signedIn === true);
  const following = useFollow();
  const changing = useUpdateFollowChannels();
  const unfollowing = useUnfollow();
  const failure = lastFailure(following, changing, unfollowing);
  const known = signedIn === true && status.isSuccess;
  return (
    <FollowControl
      // A failed status check leaves the button usable: following again only updates (the server never duplicates).
      follow={known ? status.data.follow : status.isError ? null : undefined}
      subject={subject}
      // A 401 here is an expired session: offer sign-in, as for a visitor.
      signedIn={status.error instanceof ApiError && status.error.status === 401 ? false : signedIn}
      error={failure}
      onFollow={() => following.mutate({ body: { kind, target: record.target }, label: subject, url })}
      onChannelsChange={(follow, channels) => changing.mutate({ followId: follow.id, channels })}
      onUnfollow={(follow) => unfollowing.mutate(follow.id)}
    />
  );
}
