import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ExternalLink } from './external-link';

export interface SourceGapProps {
  /** What the source does not say, e.g. SOURCE_GAP_TEXT.status. */
  children: ReactNode;
  /** The record's page at the official source, offered as the place to look instead. @default none */
  officialPage?: string | null;
  /** Inside a line of text (a definition, a table cell) rather than a paragraph of its own. @default false */
  inline?: boolean;
}

/**
 * Says that the source data has nothing here, in the muted colour of secondary text, so it never reads
 * like a value (a status badge, a count, "none").
 */
export function SourceGap({ children, officialPage, inline = false }: SourceGapProps) {
  return (
    <Text component={inline ? 'span' : 'p'} c="dimmed" inherit={inline} m={0}>
      {children}
      {officialPage && (
        <>
          {'; '}
          <ExternalLink href={officialPage}>see the official page</ExternalLink>
        </>
      )}
    </Text>
  );
}
