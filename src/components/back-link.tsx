import { Anchor, Group } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';

export interface BackLinkProps {
  /** Where to go when the page was opened directly (no in-app history). */
  fallbackTo: string;
  label: string;
}

/**
 * An installed app has no browser Back button (iOS standalone), so detail pages offer one:
 * it goes back in history when the user came from inside the app, else to `fallbackTo`.
 */
export function BackLink({ fallbackTo, label }: BackLinkProps) {
  const navigate = useNavigate();
  const goBack = (event: MouseEvent) => {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (historyIndex > 0) {
      event.preventDefault();
      void navigate(-1);
    }
  };
  return (
    <Anchor
      component={Link}
      to={fallbackTo}
      onClick={goBack}
      size="sm"
      fw={600}
      py={12}
      display="inline-block"
    >
      <Group gap={4} wrap="nowrap">
        <IconChevronLeft size={18} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
