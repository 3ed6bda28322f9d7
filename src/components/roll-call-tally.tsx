import { Text, VisuallyHidden } from '@mantine/core';
import {
  COMPUTED_TALLY_TEXT,
  countText,
  hasTallies,
  SOURCE_GAP_TEXT,
  type TallyCounts,
} from '../utils/source-gaps';
import { SourceGap } from './source-gap';

/**
 * A roll call's counts in the spec's Yea/Nay/Abs column ('149/4/5'; screen readers hear '149 yea, 4 nay,
 * 5 absent'). Without tallies in the source it says so, never 0/0/0; counts the server made from the
 * recorded member votes carry a short 'counted' label, which screen readers hear in full.
 */
export function RollCallTally({ vote }: { vote: TallyCounts }) {
  if (!hasTallies(vote)) return <SourceGap inline>{SOURCE_GAP_TEXT.tallies}</SourceGap>;
  const [yes, no, absent] = [vote.yes_count, vote.no_count, vote.absent_count].map(countText);
  const computed = vote.counts_source === 'computed';
  return (
    <>
      <span aria-hidden>{`${yes}/${no}/${absent}`}</span>
      {computed && (
        <Text span inherit c="dimmed" aria-hidden title={COMPUTED_TALLY_TEXT}>
          {' counted'}
        </Text>
      )}
      <VisuallyHidden>
        {`${yes} yea, ${no} nay, ${absent} absent`}
        {computed && `, ${COMPUTED_TALLY_TEXT.toLowerCase()}`}
      </VisuallyHidden>
    </>
  );
}
