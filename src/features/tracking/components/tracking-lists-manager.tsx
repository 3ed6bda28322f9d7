import { Alert } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { useDeleteTrackingList } from '../api/delete-tracking-list';
import { useTrackingLists } from '../api/get-tracking-lists';
import { useRenameTrackingList } from '../api/rename-tracking-list';
import { TrackingListItem } from './tracking-list-item';
import classes from './tracking.module.css';

export const NO_TRACKING_LISTS_TEXT = 'You have no tracking lists yet. Track a bill to make your first one.';

/** The user's lists with Rename and Delete (spec §2 'Manage tracking lists'). */
export function TrackingListsManager() {
  const listsQuery = useTrackingLists();
  const rename = useRenameTrackingList();
  const remove = useDeleteTrackingList();
  const failure = rename.error ?? remove.error;
  return (
    <QueryState
      query={listsQuery}
      loadingLabel="Loading your tracking lists…"
      emptyMessage={NO_TRACKING_LISTS_TEXT}
    >
      {(lists) => (
        <>
          {failure && (
            <Alert color="red" role="alert" title="Not changed" mb="xs">
              {failure.message.replace(/^body\.name:? /, '')}
            </Alert>
          )}
          <ul className={classes.list} aria-label="Your tracking lists">
            {lists.map((list) => (
              <TrackingListItem
                key={list.id}
                list={list}
                busy={
                  (rename.isPending && rename.variables.id === list.id) ||
                  (remove.isPending && remove.variables === list.id)
                }
                onRename={(name, done) => rename.mutate({ id: list.id, name }, { onSuccess: done })}
                onDelete={() => remove.mutate(list.id)}
              />
            ))}
          </ul>
        </>
      )}
    </QueryState>
  );
}
