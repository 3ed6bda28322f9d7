import { Button, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router-dom';

/**
 * Shown when a screen fails to render or its code cannot load — typically after a deploy, when an old
 * page asks for a file that no longer exists. Reloading fetches the current version.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Stack role="alert" align="center" gap="sm" p="xl" ta="center">
      <Title order={1} size="h3">
        This screen could not be shown
      </Title>
      <Text c="dimmed">
        Reload Statehouse to get the latest version. If it keeps happening, try again later.
      </Text>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </Stack>
  );
}
