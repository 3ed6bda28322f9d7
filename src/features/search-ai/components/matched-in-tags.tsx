import { Badge, Group, Text } from '@mantine/core';
import type { BillTextChunk } from '../utils/bill-match-hit';

/** Spec §2: 'Matches found in:' and the score tags of the bill's best chunk (e.g. its section heading). */
export function MatchedInTags({ chunk }: { chunk: BillTextChunk | undefined }) {
  const tags = [...new Set(chunk?.fields_score_tags.map(({ tag }) => tag))];
  if (tags.length === 0) return null;
  return (
    <Group gap={6} component="p" my={0}>
      <Text component="span" size="sm" fw={600}>
        Matches found in:
      </Text>
      {tags.map((tag) => (
        <Badge key={tag} component="span" variant="light" tt="none" size="md">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
