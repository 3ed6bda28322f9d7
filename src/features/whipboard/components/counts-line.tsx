import { Text } from '@mantine/core';
import type { WhipCounts } from '../../../../server/schemas/whipboard';
import { COUNT_KEYS, POSITIONS } from '../utils/positions';

/** 'Yes 12 · Lean Yes 3 · Toss-Up 100 · Lean No 5 · No 40' */
export function CountsLine({ counts }: { counts: WhipCounts }) {
  return (
    <Text size="sm">
      {POSITIONS.map((position) => `${position} ${counts[COUNT_KEYS[position]]}`).join(' · ')}
    </Text>
  );
}
