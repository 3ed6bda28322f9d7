import { Text } from '@mantine/core';
import { NO_ACTIONS_YET, SOURCE_GAP_TEXT } from '../utils/source-gaps';
import { SourceGap } from './source-gap';

export interface EmptyHistoryProps {
  /** The bill's `actions_known`: false when the source has no history for it. */
  actionsKnown: boolean;
  /** The bill's official page, offered when the source lacks its history. @default none */
  officialPage?: string | null;
}

/** What a bill's History says without actions: none yet, or that the source has no history for it. */
export function EmptyHistory({ actionsKnown, officialPage }: EmptyHistoryProps) {
  if (actionsKnown) return <Text c="dimmed">{NO_ACTIONS_YET}</Text>;
  return <SourceGap officialPage={officialPage}>{SOURCE_GAP_TEXT.history}</SourceGap>;
}
