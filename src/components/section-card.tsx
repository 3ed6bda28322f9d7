import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Dashboard widget body height (spec §9 widget scroll height). */
export const WIDGET_SCROLL_HEIGHT_PX = 400;

export interface SectionCardProps {
  title: string;
  /** Path of the full page for this widget. */
  viewAllTo: string;
  /** Completes the link's accessible name: 'View all {viewAllLabel}'. */
  viewAllLabel: string;
  /** A toggle between the header and the body. @default none */
  control?: ReactNode;
  /** Height of the scrolling body in px. @default 400 (spec §9) */
  bodyHeight?: number;
  /**
   * Keep the body at its full height even while loading or nearly empty: for the widgets on the first
   * screen, whose change in height would push everything below it (layout shift). @default false
   */
  reserveHeight?: boolean;
  children: ReactNode;
}

/** A dashboard widget: titled card, optional toggle, a 400 px scrolling body and a 'View all' link. */
export function SectionCard({
  title,
  viewAllTo,
  viewAllLabel,
  control,
  bodyHeight = WIDGET_SCROLL_HEIGHT_PX,
  reserveHeight = false,
  children,
}: SectionCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Anchor
            component={Link}
            to={viewAllTo}
            aria-label={`View all ${viewAllLabel}`}
            size="sm"
            fw={600}
            py={12}
            style={{ whiteSpace: 'nowrap' }}
          >
            View all
          </Anchor>
        </Group>
        {control}
        <div
          style={{
            maxHeight: bodyHeight,
            minHeight: reserveHeight ? bodyHeight : undefined,
            overflowY: 'auto',
          }}
        >
          {children}
        </div>
      </Stack>
    </Card>
  );
}
