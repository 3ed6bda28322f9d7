import { Anchor, Text } from '@mantine/core';
import type { CommitteeHit, LegislatorHit } from '../../utils/hit-types';
import { HitCard, metaLine } from './hit-card';
import { HitHighlight } from './hit-text';

const CHAMBERS: Record<string, string> = { house: 'House', senate: 'Senate', joint: 'Joint' };

export function LegislatorHitCard({ hit }: { hit: LegislatorHit }) {
  return (
    <HitCard
      href={hit.url}
      title={<HitHighlight hit={hit} attribute="full_name" />}
      meta={metaLine(CHAMBERS[hit.chamber] ?? hit.chamber, hit.party)}
    >
      {hit.address && <Text size="sm">{hit.address}</Text>}
      {hit.phone && (
        <Anchor href={`tel:${hit.phone.replace(/[^\d+]/g, '')}`} size="sm" py={10} display="inline-block">
          {hit.phone}
        </Anchor>
      )}
    </HitCard>
  );
}

export function CommitteeHitCard({ hit }: { hit: CommitteeHit }) {
  return (
    <HitCard
      href={hit.url}
      title={<HitHighlight hit={hit} attribute="committee_name" />}
      meta={CHAMBERS[hit.chamber] ?? hit.chamber}
    />
  );
}
