import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { JournalBill as JournalBillData } from '../../../../server/schemas/journal';
import classes from './journal.module.css';

/** A bill in the journal: its link and sponsor, then what happened to it that day. */
export function JournalBill({ bill }: { bill: JournalBillData }) {
  return (
    <li className={classes.bill}>
      <Anchor component={Link} to={bill.url} className={classes.link}>
        {bill.bill_type_number}{' '}
        <Text span inherit fw={400}>
          {bill.short_bill_name || bill.title}
        </Text>
      </Anchor>
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
