import { Button } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';

export interface ClearFiltersButtonProps {
  activeCount: number;
  onClear: () => void;
}

/** The clear-facets control (spec §2): removes every refinement of the shown search at once. */
export function ClearFiltersButton({ activeCount, onClear }: ClearFiltersButtonProps) {
  return (
    <Button
      variant="subtle"
      h={44}
      px="xs"
      leftSection={<IconFilterOff size={18} aria-hidden />}
      disabled={activeCount === 0}
      onClick={onClear}
    >
      Clear filters
    </Button>
  );
}
