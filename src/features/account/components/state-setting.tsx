import { Alert, Button, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { StateInfo } from '../../../../server/schemas/states';
import { ErrorState } from '../../../components/error-state';
import { NetworkRequired } from '../../../components/network-required';
import { followedStateOf, useStates } from '../api/get-states';
import { useSession } from '../api/get-session';
import { usePickState } from '../api/pick-state';
import { DataFreshness } from './data-freshness';

export interface StateSettingProps {
  /** Called once the server has the new state: the app reloads into it (src/app). */
  onChanged: (state: StateInfo) => void;
}

const optionLabel = (state: StateInfo) => `${state.name} (${state.demo ? 'sample data' : state.legislature})`;

/**
 * The Me screen's State setting (issue 15): which legislature the app follows, and a change of it. The
 * server remembers the pick on this device and, signed in, on the account (so a new device follows it).
 */
export function StateSetting({ onChanged }: StateSettingProps) {
  const states = useStates();
  const signedIn = Boolean(useSession().data?.user);
  const pick = usePickState();
  const [chosen, setChosen] = useState<string | null>(null);

  let body;
  if (states.isPending) {
    body = <Skeleton height={72} aria-label="Loading the states…" role="status" />;
  } else if (states.isError) {
    body = <ErrorState error={states.error} onRetry={() => void states.refetch()} />;
  } else {
    const followed = followedStateOf(states.data);
    const selected = chosen ?? followed?.code ?? '';
    const target = states.data.states.find((state) => state.code === selected);
    body = (
      <Stack gap="sm">
        <Text>
          {followed ? (
            <>
              You follow <strong>{followed.name}</strong>: the {followed.legislature}.
            </>
          ) : states.data.states.length === 0 ? (
            'No legislature has been loaded on this server yet.'
          ) : (
            'You have not chosen a state yet.'
          )}
        </Text>
        {followed && <DataFreshness state={followed} />}
        {states.data.states.length > 1 && (
          <>
            <NativeSelect
              label="State to follow"
              value={selected}
              onChange={(event) => setChosen(event.currentTarget.value)}
              data={[
                ...(followed ? [] : [{ value: '', label: 'Choose a state…', disabled: true }]),
                ...states.data.states.map((state) => ({ value: state.code, label: optionLabel(state) })),
              ]}
            />
            {pick.isError && (
              <Alert color="red" role="alert" title="State not changed">
                {pick.error.message}
              </Alert>
            )}
            <NetworkRequired block disabled={!target || target.code === followed?.code}>
              {(network) => (
                <Button
                  loading={pick.isPending || pick.isSuccess}
                  onClick={() => target && pick.mutate(target.code, { onSuccess: () => onChanged(target) })}
                  {...network}
                >
                  {target && target.code !== followed?.code ? `Follow ${target.name}` : 'Follow this state'}
                </Button>
              )}
            </NetworkRequired>
          </>
        )}
        <Text size="sm" c="dimmed">
          {signedIn
            ? 'Your account remembers it: a new device you sign in on follows it too.'
            : 'Remembered on this device. Sign in to have your account remember it.'}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Title order={2} size="h4" id="state-title">
        State
      </Title>
      {body}
    </Stack>
  );
}
