import { Button, Stack, Text } from '@mantine/core';
import { ApiError } from '../lib/api-error';

export interface ErrorStateProps {
  error: unknown;
  /** Called by the Retry button; the button is hidden for errors a retry cannot fix (404, 400). */
  onRetry: () => void;
  /** Headline above the message. @default 'Not found' for a 404, else 'Something went wrong' */
  title?: string;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred. Try again in a moment.';
}

/** The one error display: what went wrong, in words from the server, and a Retry button. */
export function ErrorState({ error, onRetry, title }: ErrorStateProps) {
  const apiError = error instanceof ApiError ? error : null;
  const retryable = !apiError?.isPermanent;
  const headline = title ?? (apiError?.status === 404 ? 'Not found' : 'Something went wrong');
  return (
    <Stack role="alert" align="center" gap="xs" py="lg" px="sm">
      <Text fw={600} ta="center">
        {headline}
      </Text>
      <Text c="dimmed" size="sm" ta="center">
        {messageOf(error)}
      </Text>
      {retryable && (
        <Button variant="light" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Stack>
  );
}
