import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { TrackedBill } from '../../../../server/schemas/tracking';
import { BillLink } from '../../../components/bill-link';
import { SourceGap } from '../../../components/source-gap';
import { formatDate } from '../../../utils/format-date';
import { SOURCE_GAP_TEXT, statusText } from '../../../utils/source-gaps';
import classes from './tracking.module.css';
import { TrackBillButton } from './track-bill-button';

export interface TrackedBillRowProps {
  bill: TrackedBill;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}

/** A bill on "My bills": select box, number and name, sponsor and status, its latest action, its lists. */
export function TrackedBillRow({ bill, selected, onSelectedChange }: TrackedBillRowProps) {
  const meta = [bill.primary_sponsor?.sponsor_name, statusText(bill.status)].filter(Boolean).join(' · ');
  return (
    <li className={classes.row}>
      <label className={classes.select}>
        <Checkbox
          aria-label={`Select ${bill.bill_type_number}`}
          checked={selected}
          onChange={(event) => onSelectedChange(event.currentTarget.checked)}
        />
      </label>
      <Stack gap={4} className={classes.body}>
        <BillLink bill={bill} />
        {meta && (
          <Text size="sm" c="dimmed">
            {meta}
          </Text>
        )}
        <Text size="sm">
          {bill.last_action ? (
            `Last action ${formatDate(bill.last_action.action_date)}: ${bill.last_action.action_text}`
          ) : bill.actions_known ? (
            'No action yet'
          ) : (
            <SourceGap inline>{SOURCE_GAP_TEXT.history}</SourceGap>
          )}
        </Text>
        <Group gap={6} justify="space-between" align="center">
          <Group
            gap={4}
            component="ul"
            aria-label="On lists"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {bill.lists.map((list) => (
              <Badge component="li" key={list.id} variant="light">
                {list.name}
              </Badge>
            ))}
          </Group>
          <TrackBillButton billId={bill.id} billLabel={bill.bill_type_number} signedIn />
        </Group>
      </Stack>
    </li>
  );
}
