import { BillHitCard } from '../../search/components/hits/bill-hit';
import type { BillMatchHit } from '../utils/bill-match-hit';
import { onCurrentHost } from '../utils/current-host-url';
import { ChunkMatches } from './chunk-matches';
import { MatchedInTags } from './matched-in-tags';

/**
 * A bill whose text matched (spec §2 AI variant): the bill search's hit, its link opening in a new tab on
 * this host, with 'Matches found in:' and a Matches tab first among its tabs.
 */
export function BillMatchHitCard({ hit }: { hit: BillMatchHit }) {
  return (
    <BillHitCard
      hit={hit}
      href={onCurrentHost(hit.url)}
      badges={<MatchedInTags chunk={hit.chunks[0]} />}
      leadingTab={{ label: 'Matches', content: <ChunkMatches hit={hit} /> }}
    />
  );
}
