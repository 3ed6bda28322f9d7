import { Button, Group, Text } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import type { BillSummary } from '../../../../server/schemas/bills';
import { BillLink } from '../../../components/bill-link';
import { BillDetailTabs } from './bill-detail-tabs';
import classes from './bill-detail-row.module.css';

export interface BillDetailRowProps {
  bill: BillSummary;
  /** Small text under the title: sponsor, viewed date, session law… @default none */
  meta?: ReactNode;
  /** Beside the details toggle, e.g. a Track Bill button. @default none */
  actions?: ReactNode;
}

/** Spec §2 bill detail row: the bill link, and a Show/Hide details toggle that opens its tabs. */
export function BillDetailRow({ bill, meta, actions }: BillDetailRowProps) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const toggleText = expanded ? 'Hide details' : 'Show details';
  return (
    <li className={classes.row}>
      <BillLink bill={bill} />
      {meta && (
        <Text size="sm" c="dimmed">
          {meta}
        </Text>
      )}
      <Group gap="xs" justify="space-between">
        <Button
          variant="subtle"
          size="compact-md"
          h={44}
          px="xs"
          // Many rows share the visible text; the bill number makes each button's name unique.
          aria-label={`${toggleText} for ${bill.bill_type_number}`}
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={() => setExpanded((open) => !open)}
        >
          {toggleText}
        </Button>
        {actions}
      </Group>
      {expanded && (
        <div id={detailsId}>
          <BillDetailTabs billId={bill.id} actionsKnown={bill.actions_known} />
        </div>
      )}
    </li>
  );
}
