import { List, Text } from '@mantine/core';
import type { JournalBill as JournalBillData } from '../../../../server/schemas/journal';
import { BillLink } from '../../../components/bill-link';
import classes from './journal.module.css';

/** A bill in the journal: its link and sponsor, then what happened to it that day. */
export function JournalBill({ bill }: { bill: JournalBillData }) {
  return (
    <li className={classes.bill}>
      <BillLink bill={bill} />
      {bill.primary_sponsor && (
        <Text size="sm" c="dimmed">
          {bill.primary_sponsor.sponsor_name}
        </Text>
      )}
      <List size="sm" spacing={2} mt={4}>
        {bill.actions.map((action) => (
          <List.Item key={action.id}>
            {action.branch && `${action.branch}: `}
            {action.action.action_text}
          </List.Item>
        ))}
      </List>
    </li>
  );
}
