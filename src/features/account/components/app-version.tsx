import { Text } from '@mantine/core';

/** The running version (package.json, injected at build time), for support requests. */
export function AppVersion() {
  return (
    <Text size="sm" c="dimmed">
      Statehouse version {__APP_VERSION__}
    </Text>
  );
}
