import { Anchor, Button, Text } from '@mantine/core';
import { Fragment, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { passageHash } from '../../../utils/passage-anchor';
import type { BillTextChunk } from '../utils/bill-match-hit';
import { highlightParts, truncateParts } from '../utils/highlight-parts';
import { LONG_TEXT_THRESHOLD } from '../utils/match-limits';

export interface ChunkMatchProps {
  chunk: BillTextChunk;
  /** e.g. 'H 100': many hits list sections of the same name, so link names say whose they are. */
  billLabel: string;
}

/**
 * One matching passage (spec §2 Matches tab): its section linked with a search-for anchor, so the
 * section page highlights it, and its text with the matches in <mark>, cut at 500 characters behind More.
 */
export function ChunkMatch({ chunk, billLabel }: ChunkMatchProps) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const parts = useMemo(() => highlightParts(chunk._highlightResult?.text?.value ?? chunk.text), [chunk]);
  const long = chunk.text.length > LONG_TEXT_THRESHOLD;
  const shown = long && !expanded ? truncateParts(parts, LONG_TEXT_THRESHOLD) : parts;
  const heading = chunk.heading ?? 'Bill text';
  return (
    <li>
      <Anchor
        component={Link}
        to={{ pathname: `/app/text/${chunk.bill_text__id}`, hash: passageHash(chunk.text) }}
        aria-label={`${heading} of ${billLabel}`}
        fw={600}
        py={10}
        display="inline-block"
      >
        {heading}
      </Anchor>
      <Text id={textId} size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {shown.map((part, index) =>
          part.highlighted ? (
            <mark key={index}>{part.value}</mark>
          ) : (
            <Fragment key={index}>{part.value}</Fragment>
          ),
        )}
        {long && !expanded && '…'}
      </Text>
      {long && (
        <Button
          variant="subtle"
          size="compact-sm"
          h={44}
          px="xs"
          aria-expanded={expanded}
          aria-controls={textId}
          aria-label={`${expanded ? 'Less' : 'More'} of ${heading} of ${billLabel}`}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Less' : 'More'}
        </Button>
      )}
    </li>
  );
}
