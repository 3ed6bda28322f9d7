import { Alert, Button, Text } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import type { SearchFailure } from '../../../lib/search-failure';
import { countOf } from '../../../utils/count-of';

/** Issue 18's words for a search answered from the phone alone. */
export const SAVED_ITEMS_TITLE = 'Searching saved items only';

export interface SavedItemsNoticeProps {
  /** Why the search service is not used. */
  failure: SearchFailure;
  /** How many items the phone holds. */
  savedItemCount: number;
  /** Tries the search service again. */
  onRetry: () => void;
}

const itemsSentence = (count: number) =>
  count === 0
    ? 'Nothing is saved on this phone yet: bills, legislators and committees you open (or keep offline) and your agenda are saved as you use the app.'
    : `Results come from the ${countOf(count, 'item')} saved on this phone: bills you opened or kept offline, legislators and committees you opened, and your agenda.`;

/**
 * Above the results while they come from the phone's saved items (issue 18): why, what is searched, and
 * how the full search comes back (by itself when the phone is back online, or Retry).
 */
export function SavedItemsNotice({ failure, savedItemCount, onRetry }: SavedItemsNoticeProps) {
  const offline = failure.kind === 'offline';
  return (
    <Alert
      role="status"
      color="yellow"
      variant="light"
      my="xs"
      icon={<IconDeviceMobile size={20} aria-hidden />}
      title={SAVED_ITEMS_TITLE}
    >
      <Text size="sm">
        {failure.message} {itemsSentence(savedItemCount)}
      </Text>
      {offline ? (
        <Text size="sm" mt={4}>
          The full search comes back by itself when you are online.
        </Text>
      ) : (
        <Button variant="light" color="dark" size="sm" mt="xs" onClick={onRetry}>
          Retry the full search
        </Button>
      )}
    </Alert>
  );
}
