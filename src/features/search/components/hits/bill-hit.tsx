import { Button, Group, Text } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { formatDate } from '../../../../utils/format-date';
import type { BillHit } from '../../utils/hit-types';
import { BillHitActions, billHitRef } from '../bill-hit-actions';
import { BillSelectCheckbox } from '../bill-selection-controls';
import { BillHitTabs, type LeadingTab } from './bill-hit-tabs';
import { HitCard, metaLine } from './hit-card';
import classes from './hit-card.module.css';
import { HitHighlight, HitSnippet } from './hit-text';

/** Spec §2 toggle texts, verbatim. */
export const SHOW_MORE = 'Show more >>';
export const SHOW_LESS = 'Show less <<';

export interface BillHitCardProps {
  hit: BillHit;
  /** Where the bill name links. @default hit.url (an in-app path: opens here) */
  href?: string;
  /** Under the name, e.g. the AI-assisted variant's 'Matches found in:' tags. @default none */
  badges?: ReactNode;
  /** A tab opened first, before Overview (the AI-assisted variant's Matches). @default none */
  leadingTab?: LeadingTab;
}

/**
 * A bill hit (spec §2, §3): its select box, the highlighted bill name with sponsor linking to the bill, a
 * two-line description snippet, the last action, the tracking slot, and 'Show more >>' opening its tabs.
 */
export function BillHitCard({ hit, href = hit.url, badges, leadingTab }: BillHitCardProps) {
  const [expanded, setExpanded] = useState(false);
  const tabsId = useId();
  const bill = billHitRef(hit);
  return (
    <HitCard
      leading={<BillSelectCheckbox bill={bill} />}
      href={href}
      title={<HitHighlight hit={hit} attribute="bill_name_sponsor" />}
      meta={metaLine(hit.session_name, hit.status_name)}
    >
      {badges}
      {hit.description && (
        <Text size="sm" className={classes.snippet}>
          {/* An index that snippets nothing (bill_matches) still gets two lines, clamped by the class. */}
          {hit._snippetResult?.description ? (
            <HitSnippet hit={hit} attribute="description" />
          ) : (
            <HitHighlight hit={hit} attribute="description" />
          )}
        </Text>
      )}
      {hit.last_action && (
        <Text size="sm">
          Last action: {hit.last_action}
          {hit.last_action_date && ` (${formatDate(hit.last_action_date)})`}
        </Text>
      )}
      <Group gap="xs" justify="space-between">
        <BillHitActions bill={bill} />
        <Button
          variant="subtle"
          size="compact-md"
          h={44}
          px="xs"
          // Many hits share the text; the bill number makes each button's name unique.
          aria-label={`${expanded ? 'Show less' : 'Show more'} about ${hit.bill_type_number}`}
          aria-expanded={expanded}
          aria-controls={expanded ? tabsId : undefined}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? SHOW_LESS : SHOW_MORE}
        </Button>
      </Group>
      {expanded && (
        <div id={tabsId}>
          <BillHitTabs billId={hit.id} description={hit.description} leadingTab={leadingTab} />
        </div>
      )}
    </HitCard>
  );
}
