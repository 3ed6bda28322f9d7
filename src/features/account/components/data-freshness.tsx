import { Text } from '@mantine/core';
import type { StateInfo } from '../../../../server/schemas/states';
import { useFollowedState } from '../api/get-states';

/** A moment as the capitol's clock read it: 'Nov 25, 2026, 11:58 PM EST'. */
function formatAtCapitol(instant: string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);
}

/** What a reader may rely on: how recent the state's data is and where it comes from (issue 16). */
export function dataFreshnessText(state: StateInfo): string {
  if (state.demo) return 'Sample data: a fictitious legislature, not real records.';
  if (!state.data_as_of) return 'No import or sync from an official source has run for this state yet.';
  const when = formatAtCapitol(state.data_as_of, state.time_zone);
  return state.data_source ? `Data as of ${when} from ${state.data_source}.` : `Data as of ${when}.`;
}

/** The followed state's freshness line; nothing until the states list is known. */
export function DataFreshness({ state }: { state?: StateInfo | null }) {
  const followed = useFollowedState();
  const shown = state ?? followed;
  if (!shown) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="data-freshness">
      {dataFreshnessText(shown)}
    </Text>
  );
}
