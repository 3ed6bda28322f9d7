import { Text, Timeline } from '@mantine/core';
import type { BillAction } from '../../../../server/schemas/bills';
import { EmptyHistory } from '../../../components/empty-history';
import { formatDate } from '../../../utils/format-date';

export interface BillActionHistoryProps {
  actions: readonly BillAction[];
  /** The bill's `actions_known`: false when the source has no history for it. */
  actionsKnown: boolean;
  /** The bill's official page, offered when the source lacks its history. @default none */
  officialPage?: string | null;
}

/** Every recorded action with its date and branch, in the order the server sends them. */
export function BillActionHistory({ actions, actionsKnown, officialPage }: BillActionHistoryProps) {
  if (actions.length === 0) return <EmptyHistory actionsKnown={actionsKnown} officialPage={officialPage} />;
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
