import { Text } from '@mantine/core';
import type { WhipboardEntry } from '../../../../server/schemas/whipboard';

/** A card's text: the legislator's short name (spec §2), party and district in small text. */
export function CardFace({ entry }: { entry: WhipboardEntry }) {
  const details = [entry.party, entry.district].filter(Boolean).join(' · ');
  return (
    <>
      <Text size="sm" fw={600} lh={1.3}>
        {entry.short_full_name}
      </Text>
      {details && (
        <Text size="xs" c="dimmed" lh={1.3}>
          {details}
        </Text>
      )}
    </>
  );
}
