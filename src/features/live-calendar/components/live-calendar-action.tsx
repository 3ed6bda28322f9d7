import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { LiveCalendarAction as FloorAction } from '../../../../server/schemas/live-calendar';
import { formatDate } from '../../../utils/format-date';

/** One floor action: the bill (linked), sponsor and short title, then the action itself and floor notes. */
export function LiveCalendarAction({ action }: { action: FloorAction }) {
  const { bill } = action;
  const sponsor = bill.primary_sponsor?.legislator.short_full_name;
  return (
    <Stack gap={4} py="xs">
      <Group gap="xs" wrap="wrap">
        <Anchor component={Link} to={bill.url} fw={700} py={4}>
          {bill.bill_type} {bill.bill_number}
        </Anchor>
        {sponsor && (
          <Text size="sm" c="dimmed">
            {sponsor}
          </Text>
        )}
      </Group>
      {bill.short_title && <Text fw={500}>{bill.short_title}</Text>}
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {action.abbreviation && (
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {action.abbreviation}
          </Badge>
        )}
        <Text size="sm">
          <time dateTime={action.action_date}>{formatDate(action.action_date)}</time>: {action.real_action}
        </Text>
      </Group>
      {bill.floor_notes && (
        <Text size="sm" c="dimmed" fs="italic">
          Floor notes: {bill.floor_notes}
        </Text>
      )}
    </Stack>
  );
}
