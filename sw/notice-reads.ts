import { openDB, type DBSchema } from 'idb';

/**
 * Inbox items whose notification was tapped while their "read" could not be sent (no signal in the
 * building): kept here and sent when the worker next runs with a connection (Background Sync where the
 * browser has it, else the next push or tap). The worker's own database, so no page's schema waits on it.
 */
interface NoticeReadsDb extends DBSchema {
  'pending-reads': { key: number; value: number };
}

export const NOTICE_READS_SYNC_TAG = 'notice-reads';

const database = () =>
  openDB<NoticeReadsDb>('statehouse-notice-reads', 1, {
    upgrade(db) {
      db.createObjectStore('pending-reads');
    },
  });

/** The contract's bound on one mark-read request (MarkReadBody.ids). */
const MAX_IDS_PER_REQUEST = 100;

export async function queueRead(id: number): Promise<void> {
  await (await database()).put('pending-reads', id, id);
}

/**
 * Sends the queued reads, a request per hundred. `send` answers whether the server took them; a refusal
 * (signed out, items gone) drops them too, as sending again cannot change it. Throws while offline.
 */
export async function flushReads(send: (ids: number[]) => Promise<'sent' | 'refused'>): Promise<void> {
  const db = await database();
  const ids = await db.getAllKeys('pending-reads');
  for (let start = 0; start < ids.length; start += MAX_IDS_PER_REQUEST) {
    const batch = ids.slice(start, start + MAX_IDS_PER_REQUEST);
    await send(batch);
    const transaction = db.transaction('pending-reads', 'readwrite');
    await Promise.all([...batch.map((id) => transaction.store.delete(id)), transaction.done]);
  }
}
