import { Anchor, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import { isInAppPath } from '../../search/components/hits/hit-card';

/** A heading of the overview, a level under the panel's own h2. */
const subheading =
  (order: 3 | 4) =>
  ({ children }: { children?: ReactNode }) => (
    <Title order={order} size="h6">
      {children}
    </Title>
  );

/**
 * Links to bills and passages (/app/bill/{id}, /app/text/{id}, contract B) stay in the app through the
 * router; anything else opens in a new tab.
 */
const components: Components = {
  a: ({ href = '', children }) =>
    isInAppPath(href) ? (
      <Anchor component={Link} to={href}>
        {children}
      </Anchor>
    ) : (
      <Anchor href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Anchor>
    ),
  h1: subheading(3),
  h2: subheading(3),
  h3: subheading(4),
};

/** The overview's Markdown as the stream has written it so far; raw HTML in it is dropped, never run. */
export function OverviewMarkdown({ markdown }: { markdown: string }) {
  return (
    <Typography fz="sm">
      <Markdown skipHtml components={components}>
        {markdown}
      </Markdown>
    </Typography>
  );
}
