import { Anchor, VisuallyHidden, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ExternalLinkProps extends AnchorProps {
  href: string;
  /** The visible link text; screen readers also hear that it opens a new tab. */
  children: ReactNode;
}

/** A link to a page outside the app (an official source), opened in a new tab without access to ours. */
export function ExternalLink({ href, children, ...anchorProps }: ExternalLinkProps) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...anchorProps}>
      {children} <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}
