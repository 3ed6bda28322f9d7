import { Stack, Text } from '@mantine/core';
import type { BillMatchHit } from '../utils/bill-match-hit';
import { MATCH_DISPLAY_CAP } from '../utils/match-limits';
import { ChunkMatch } from './chunk-match';

/** Spec §2, verbatim: said when more of the bill's sections matched than are shown. */
export const MORE_MATCHES_NOTE =
  'Only the 5 most relevant matches are shown here. Additional sections exist in the full bill text.';

/** The Matches tab of a bill hit: its best matching passages, most relevant first (spec §2). */
export function ChunkMatches({ hit }: { hit: BillMatchHit }) {
  return (
    <Stack gap="xs">
      <Stack
        component="ol"
        gap="sm"
        aria-label={`Matches in ${hit.bill_type_number}`}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {hit.chunks.slice(0, MATCH_DISPLAY_CAP).map((chunk) => (
          <ChunkMatch key={chunk.bill_text__id} chunk={chunk} billLabel={hit.bill_type_number} />
        ))}
      </Stack>
      {hit.total_chunks_count > MATCH_DISPLAY_CAP && (
        <Text size="sm" c="dimmed">
          {MORE_MATCHES_NOTE}
        </Text>
      )}
    </Stack>
  );
}
