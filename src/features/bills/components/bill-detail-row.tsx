import { Anchor, Button, Text } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BillSummary } from '../../../../server/schemas/bills';
import { BillDetailTabs } from './bill-detail-tabs';
import classes from './bill-detail-row.module.css';

export interface BillDetailRowProps {
  bill: BillSummary;
  /** Small text under the title: sponsor, viewed date, session law… @default none */
  meta?: ReactNode;
}

/** Spec §2 bill detail row: the bill link, and a Show/Hide details toggle that opens its tabs. */
export function BillDetailRow({ bill, meta }: BillDetailRowProps) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const toggleText = expanded ? 'Hide details' : 'Show details';
  return (
    <li className={classes.row}>
      <Anchor component={Link} to={bill.url} className={classes.link}>
        {bill.bill_type_number}{' '}
        <Text span inherit fw={400}>
          {bill.short_bill_name || bill.title}
        </Text>
      </Anchor>
      {meta && (
        <Text size="sm" c="dimmed">
          {meta}
        </Text>
      )}
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
      {expanded && (
        <div id={detailsId}>
          <BillDetailTabs billId={bill.id} />
        </div>
      )}
    </li>
  );
}
