import { Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

export interface LoadingListProps {
  /** Announced to screen readers, e.g. 'Loading legislators…' */
  label: string;
  /** Number of skeleton rows. @default 5 */
  rows?: number;
  /** Show a round skeleton before each row (lists of people). @default false */
  withAvatar?: boolean;
}

/** The one loading placeholder for lists: skeleton rows plus a visually hidden status. */
export function LoadingList({ label, rows = 5, withAvatar = false }: LoadingListProps) {
  return (
    <Stack gap="md" py="xs" role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        <Group key={index} gap="sm" wrap="nowrap" aria-hidden>
          {withAvatar && <Skeleton circle height={40} />}
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="60%" />
            <Skeleton height={10} width="35%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
