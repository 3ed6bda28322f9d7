import { Button, Group, Paper, Text } from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useUpdateAvailable } from '../../hooks/use-update-available';
import { flushPersistedCache } from '../../lib/persister';
import { applyUpdate } from '../../lib/service-worker';
import { restoreDrafts, saveDrafts } from './unsaved-drafts';

/** Writes being sent now; paused ones (offline) are saved with the cache and resent after the reload. */
const isSending = { predicate: (mutation: { state: { isPaused: boolean } }) => !mutation.state.isPaused };

/**
 * A bar above the tabs when a new version is waiting; Reload activates it (registerType 'prompt') without
 * losing work: it waits for writes in flight, saves the query cache (with queued writes) and typed text.
 */
export function UpdateBanner() {
  const updateAvailable = useUpdateAvailable();
  const sending = useIsMutating(isSending) > 0;
  const [reloading, setReloading] = useState(false);
  // The previous version saved the drafts just before this page loaded.
  useEffect(() => restoreDrafts(), []);
  if (!updateAvailable) return null;

  const reload = async () => {
    setReloading(true);
    saveDrafts();
    await flushPersistedCache();
    applyUpdate();
  };
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
        <Text fw={600}>{sending ? 'Update available: saving your changes first…' : 'Update available'}</Text>
        <Button mih={44} disabled={sending} loading={reloading} onClick={() => void reload()}>
          Reload
        </Button>
      </Group>
    </Paper>
  );
}
