import { Button, Stack, Text } from '@mantine/core';

/** Spec §4: content loaded on demand shows 'Loading...' until it arrives. */
export function PreviewLoading() {
  return (
    <Text role="status" c="dimmed" py="md">
      Loading...
    </Text>
  );
}

/** Spec §8: a failed content load says 'Error loading content' in red; Retry asks again. */
export function PreviewError({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack role="alert" gap="xs" align="flex-start" py="md">
      <Text c="var(--mantine-color-error)" fw={600}>
        Error loading content
      </Text>
      <Button variant="light" onClick={onRetry}>
        Retry
      </Button>
    </Stack>
  );
}
