import { Alert, Stack } from '@mantine/core';
import { NetworkRequired } from '../../../components/network-required';
import { QueryState } from '../../../components/query-state';
import { useFollows } from '../api/get-follows';
import { useUnfollow } from '../api/unfollow';
import { useUpdateFollowChannels } from '../api/update-follow-channels';
import { lastFailure } from '../utils/last-failure';
import { FollowSettingsRow } from './follow-settings-row';
import classes from './settings-list.module.css';

export const NO_FOLLOWS =
  'You follow nothing yet. Use Follow on a bill, a legislator or a committee, or Follow this search on the bill search.';

/** Every follow, with where its news goes and Unfollow (issue 22: the reader sees and deletes each one). */
export function FollowsSettings() {
  const follows = useFollows();
  const changing = useUpdateFollowChannels();
  const unfollowing = useUnfollow();
  const failure = lastFailure(changing, unfollowing);
  return (
    <Stack gap="xs">
      {failure !== null && (
        <Alert color="red" role="alert" title="Not changed">
          {failure instanceof Error ? failure.message : 'The change was not saved.'} Try again.
        </Alert>
      )}
      <QueryState
        query={follows}
        loadingLabel="Loading what you follow…"
        emptyMessage={NO_FOLLOWS}
        isEmpty={(list) => list.items.length === 0}
      >
        {(list) => (
          <NetworkRequired block>
            {(network) => (
              <ul className={classes.list} aria-label="What you follow">
                {list.items.map((follow) => (
                  <FollowSettingsRow
                    key={`${follow.kind}:${follow.id}:${follow.target}`}
                    follow={follow}
                    disabled={network.disabled}
                    onChannelsChange={(channels) => changing.mutate({ followId: follow.id, channels })}
                    onUnfollow={() => unfollowing.mutate(follow.id)}
                  />
                ))}
              </ul>
            )}
          </NetworkRequired>
        )}
      </QueryState>
    </Stack>
  );
}
