import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NOTICE_ARRIVED_MESSAGE } from '../../../../sw/push-messages';
import { invalidateInbox } from '../api/keys';

/** A push the worker received means a new inbox item: an open app shows it without waiting for a poll. */
export function useRefreshOnPush(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === NOTICE_ARRIVED_MESSAGE)
        void invalidateInbox(queryClient);
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [queryClient]);
}
