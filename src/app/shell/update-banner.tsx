import { Button, Group, Paper, Text } from '@mantine/core';
import { useUpdateAvailable } from '../../hooks/use-update-available';
import { applyUpdate } from '../../lib/service-worker';

/** A bar above the tabs when a new version is waiting; Reload activates it (registerType 'prompt'). */
export function UpdateBanner() {
  const updateAvailable = useUpdateAvailable();
  if (!updateAvailable) return null;
  return (
    <Paper
      role="status"
      shadow="md"
      radius={0}
      px="md"
      py="xs"
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 'var(--app-shell-footer-offset, 0rem)',
        zIndex: 200,
        borderTop: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Group justify="space-between" wrap="nowrap" maw={960} mx="auto">
        <Text fw={600}>Update available</Text>
        <Button onClick={applyUpdate}>Reload</Button>
      </Group>
    </Paper>
  );
}
