import { Alert, Anchor, Checkbox, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingList } from '../../../components/loading-list';
import { NetworkRequired } from '../../../components/network-required';
import { signInPath } from '../../../utils/sign-in-path';
import { useAddBillsToList } from '../api/add-bills-to-list';
import type { TrackingSelection } from '../api/keys';
import { useBillTracking } from '../api/load-bill-tracking';
import { useRemoveBillsFromList } from '../api/remove-bills-from-list';
import { isUnauthorized } from '../utils/is-unauthorized';
import { NewListForm } from './new-list-form';
import { countOf } from '../../../utils/count-of';

export const NO_LISTS_TEXT = 'You have no tracking lists yet. Name one below to start.';

/** The dialog's lists as checkboxes (checked: holds every chosen bill; mixed: some), and "New list". */
export function TrackingDialogBody({ selection }: { selection: TrackingSelection }) {
  const location = useLocation();
  const dialog = useBillTracking(selection);
  const add = useAddBillsToList();
  const remove = useRemoveBillsFromList();
  const failure = add.error ?? remove.error;
  const busyListId = add.isPending ? add.variables.listId : remove.isPending ? remove.variables.listId : null;

  if (dialog.isPending) return <LoadingList label="Loading your tracking lists…" rows={3} />;
  if (dialog.isError && isUnauthorized(dialog.error)) {
    return (
      <Alert color="indigo" title="Signed out">
        Sign in to keep tracking lists.{' '}
        <Anchor component={Link} to={signInPath(location.pathname + location.search)} fw={600}>
          Sign in
        </Anchor>
      </Alert>
    );
  }
  if (dialog.isError) return <ErrorState error={dialog.error} onRetry={() => void dialog.refetch()} />;

  const total = selection.billIds.length;
  return (
    <NetworkRequired block>
      {(network) => (
        <Stack gap="md">
          {dialog.data.lists.length === 0 ? (
            <EmptyState message={NO_LISTS_TEXT} />
          ) : (
            <Stack gap="xs" role="group" aria-label="Tracking lists">
              {dialog.data.lists.map((list) => {
                const checked = list.selected_count >= total;
                return (
                  <Checkbox
                    key={list.id}
                    size="md"
                    py={10}
                    label={`${list.name} (${countOf(list.bill_count, 'bill')})`}
                    checked={checked}
                    indeterminate={list.selected_count > 0 && !checked}
                    disabled={busyListId === list.id || dialog.isFetching || network.disabled}
                    aria-describedby={network['aria-describedby']}
                    onChange={() => {
                      const change = { listId: list.id, billIds: selection.billIds };
                      if (checked) remove.mutate(change);
                      else add.mutate(change);
                    }}
                  />
                );
              })}
            </Stack>
          )}
          {failure && (
            <Alert color="red" role="alert" title="Not changed">
              {failure.message}
            </Alert>
          )}
          <NewListForm billIds={selection.billIds} network={network} />
        </Stack>
      )}
    </NetworkRequired>
  );
}
