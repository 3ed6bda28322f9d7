import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useInstallPrompt } from '../../../hooks/use-install-prompt';

/** Shown only when the browser has offered installation (Chromium's beforeinstallprompt). */
export function InstallAppSetting() {
  const { install } = useInstallPrompt();
  if (!install) return null;
  return (
    <Stack gap="xs" align="flex-start">
      <Text>Add Statehouse to your home screen to open it like an app, even offline.</Text>
      <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={() => void install()}>
        Install app
      </Button>
    </Stack>
  );
}
