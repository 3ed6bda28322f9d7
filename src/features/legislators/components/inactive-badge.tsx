import { Badge } from '@mantine/core';

/** Marks a legislator who no longer serves (spec §2). White on gray 7 is 8:1 in both schemes. */
export function InactiveBadge() {
  return (
    <Badge color="gray.7" variant="filled" size="sm">
      Inactive
    </Badge>
  );
}
