import type { WhipboardSummary } from '../../../../server/schemas/whipboard';

export const chamberLabel = (chamber: WhipboardSummary['chamber']) =>
  chamber === 'house' ? 'House' : 'Senate';
