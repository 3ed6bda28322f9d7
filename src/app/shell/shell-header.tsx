import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { StateChip } from './state-chip';

/** The app name, linking home, and the state followed, leading to its setting. */
export function ShellHeader() {
  return (
    <Group h="100%" px="md" gap="xs" wrap="nowrap" justify="space-between">
      <Anchor component={Link} to="/" underline="never" c="inherit" py={10}>
        <Group gap={8} wrap="nowrap">
          <img src="/icons/icon.svg" alt="" width={28} height={28} />
          <Text component="span" fw={800} size="lg">
            Statehouse
          </Text>
        </Group>
      </Anchor>
      <StateChip />
    </Group>
  );
}
