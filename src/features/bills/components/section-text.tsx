import { Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { findPassage } from '../../../utils/passage-anchor';

export interface SectionTextProps {
  /** The section's plain text; line breaks separate subsections. */
  text: string;
  /** A passage to highlight and bring into view (a search match's link, spec §2). @default none */
  passage?: string | null;
}

/** A bill text section, with the passage a search match linked to in <mark>, scrolled into view. */
export function SectionText({ text, passage }: SectionTextProps) {
  const range = useMemo(() => (passage ? findPassage(text, passage) : null), [text, passage]);
  const markRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (range) markRef.current?.scrollIntoView({ block: 'center' });
  }, [range]);
  return (
    <Text style={{ whiteSpace: 'pre-line' }}>
      {range ? (
        <>
          {text.slice(0, range.start)}
          <mark ref={markRef}>{text.slice(range.start, range.end)}</mark>
          {text.slice(range.end)}
        </>
      ) : (
        text
      )}
    </Text>
  );
}
