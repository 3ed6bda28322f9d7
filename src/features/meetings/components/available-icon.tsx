import { Group, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';

export interface AvailableIconProps {
  /** Documents available; nothing is shown for 0. */
  count: number;
  /** Accessible name, e.g. 'Testimony available'. */
  label: string;
}

/** Spec §2: a comment icon means testimony or floor debate is available; the number says how much. */
export function AvailableIcon({ count, label }: AvailableIconProps) {
  if (count <= 0) return null;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end" c="var(--mantine-primary-color-filled)">
      <IconMessage size={20} role="img" aria-label={label} />
      <Text span size="sm" fw={600}>
        {count}
      </Text>
    </Group>
  );
}
