import { Alert } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import { NetworkRequired } from '../../../components/network-required';
import { QueryState } from '../../../components/query-state';
import { useAgenda } from '../api/get-agenda';
import { useRemoveAgendaItem } from '../api/remove-agenda-item';
import { needsSignIn } from '../utils/needs-sign-in';
import { AgendaItemRow } from './agenda-item-row';
import classes from './agenda.module.css';
import { SignInNotice } from './sign-in-notice';

/** Spec §2 agenda list, verbatim. */
export const AGENDA_EMPTY_TEXT =
  "There are no items on your agenda. You can add items by clicking the plus icon next to any item on Today's Schedule to the left.";

export interface AgendaViewProps {
  /** From the session (undefined while it loads): the agenda is asked for only when signed in. */
  signedIn: boolean | undefined;
}

/** The signed-in user's agenda: loading, sign-in offer, error, the spec's empty text, or the items. */
export function AgendaView({ signedIn }: AgendaViewProps) {
  const agendaQuery = useAgenda(signedIn === true);
  const removal = useRemoveAgendaItem();
  if (signedIn === false || (agendaQuery.isError && needsSignIn(agendaQuery.error)))
    return <SignInNotice message="Sign in to keep your own agenda of hearings and sessions." />;
  if (agendaQuery.isError)
    return <ErrorState error={agendaQuery.error} onRetry={() => void agendaQuery.refetch()} />;
  return (
    <QueryState query={agendaQuery} loadingLabel="Loading your agenda…" emptyMessage={AGENDA_EMPTY_TEXT}>
      {(items) => (
        <>
          {removal.isError && (
            <Alert color="red" role="alert" title="Not removed" mb="xs">
              {removal.error.message}
            </Alert>
          )}
          <NetworkRequired block>
            {(network) => (
              <ul className={classes.list} aria-label="Agenda items">
                {items.map((item) => (
                  <AgendaItemRow
                    key={item.id}
                    item={item}
                    removing={removal.isPending && removal.variables === item.id}
                    onRemove={(target) => removal.mutate(target.id)}
                    network={network}
                  />
                ))}
              </ul>
            )}
          </NetworkRequired>
        </>
      )}
    </QueryState>
  );
}
