import { Text, Timeline } from '@mantine/core';
import type { BillAction } from '../../../../server/schemas/bills';
import { formatDate } from '../../../utils/format-date';

/** Every recorded action with its date and branch, in the order the server sends them. */
export function BillActionHistory({ actions }: { actions: readonly BillAction[] }) {
  if (actions.length === 0) return <Text c="dimmed">No actions recorded yet.</Text>;
  return (
    <Timeline component="ol" bulletSize={12} lineWidth={2} active={-1} style={{ listStyle: 'none' }}>
      {actions.map((action) => (
        <Timeline.Item
          component="li"
          key={action.id}
          title={
            <Text component="span" size="sm" fw={600}>
              <time dateTime={action.action_date}>{formatDate(action.action_date)}</time>
              {action.branch && ` · ${action.branch}`}
            </Text>
          }
        >
          <Text size="sm">{action.action.action_text}</Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
