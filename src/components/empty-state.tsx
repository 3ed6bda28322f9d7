import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What there is nothing of, e.g. 'No legislators to show.' */
  message: ReactNode;
}

/** The one empty-list message of the app. */
export function EmptyState({ message }: EmptyStateProps) {
  return (
    <Text c="dimmed" ta="center" py="lg" px="sm">
      {message}
    </Text>
  );
}
