import { Box } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorState } from '../../components/error-state';
import { followedStateOf, useStates } from '../../features/account/api/get-states';
import { StatePicker } from '../../features/account/components/state-picker';
import { readDeviceState } from '../../lib/current-state';
import { adoptServerState, forgetUnheldState, reloadIntoState } from '../follow-state';
import { AppLoading } from './app-loading';

/**
 * Pages that open before a state is picked: a record (bill, legislator, committee, roll call)
 * follows its own state once loaded (useFollowRecordState), and signing in may bring the account's.
 */
const OPEN_WITHOUT_STATE = [
  /^\/app\/(bill|legislators|committees|votes)\/\d+\/?$/,
  /^\/app\/sign-(in|up)\/?$/,
];

/**
 * Nothing of the app is shown before it knows which state to follow (issue 15). A device that has picked
 * one goes straight in (offline too); otherwise the server's answer decides: the state it resolves for
 * this reader (their account's, the default, the only one), or a full-screen picker when there is none.
 */
export function StateGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const states = useStates();
  const list = states.data;
  const deviceState = readDeviceState();
  const held = list && deviceState ? list.states.some((state) => state.code === deviceState) : undefined;

  useEffect(() => {
    if (list && !deviceState) adoptServerState(list);
  }, [list, deviceState]);
  useEffect(() => {
    if (held === false) forgetUnheldState();
  }, [held]);

  // The server renders only pages whose state it knows (server/plugins/page-renderer.ts).
  if (typeof document === 'undefined') return children;
  if (deviceState && held !== false) return children;
  if (list && held === undefined && followedStateOf(list, null)) return children;
  // A server with no legislature loaded yet: nothing to pick, and every list is (honestly) empty.
  if (list && list.states.length === 0) return children;
  if (OPEN_WITHOUT_STATE.some((path) => path.test(pathname))) return children;
  if (states.isError) {
    return (
      <Box component="main" p="md" maw={560} mx="auto">
        <ErrorState
          title="Statehouse could not load"
          error={states.error}
          onRetry={() => void states.refetch()}
        />
      </Box>
    );
  }
  if (!list || held === false) return <AppLoading />;
  return <StatePicker states={list.states} onPicked={(state) => void reloadIntoState(state.code)} />;
}
