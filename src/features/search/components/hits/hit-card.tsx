import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './hit-card.module.css';

export interface HitCardProps {
  /** The link text (highlighted). */
  title: ReactNode;
  /** An in-app path ('/app/…') or a web address, which opens in a new tab. @default no link */
  href?: string;
  /** Small text under the title: who, when, where. @default none */
  meta?: ReactNode;
  /** Before the title, e.g. a bill's select box. @default none */
  leading?: ReactNode;
  /** Snippet, tabs… @default none */
  children?: ReactNode;
}

export const isInAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** A search hit as a full-width card whose title links to the item (issue 6, Mobile). */
export function HitCard({ title, href, meta, leading, children }: HitCardProps) {
  const link = !href ? (
    <Text fw={600} py={10}>
      {title}
    </Text>
  ) : isInAppPath(href) ? (
    <Anchor component={Link} to={href} className={classes.title}>
      {title}
    </Anchor>
  ) : (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" className={classes.title}>
      {title}
    </Anchor>
  );
  return (
    <Card component="article" withBorder padding="sm" radius="md">
      <Stack gap={4}>
        {leading ? (
          <Group gap={4} wrap="nowrap" align="flex-start">
            {leading}
            <div style={{ minWidth: 0 }}>{link}</div>
          </Group>
        ) : (
          link
        )}
        {meta && (
          <Text size="sm" c="dimmed">
            {meta}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/** Joins the present parts of a meta line with ' · '. */
export function metaLine(...parts: (string | null | undefined | false)[]): string {
  return parts.filter(Boolean).join(' · ');
}
