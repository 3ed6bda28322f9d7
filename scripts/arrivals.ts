// What a test service received (mails, pushes), newest last, and a wait for a number of them: shared by
// scripts/smtp-sink.ts and scripts/push-endpoint.ts.
export interface Arrivals<T> {
  /** The list itself: callers read it, and may empty it (`length = 0`). */
  readonly items: T[];
  add(item: T): void;
  /** Resolves with the list once it holds `count` items; rejects after `timeoutMs` saying how many came. */
  waitFor(count: number, timeoutMs?: number): Promise<T[]>;
}

/** `noun` names the items in the timeout's message ('mails', 'pushes'). */
export function arrivals<T>(noun: string): Arrivals<T> {
  const items: T[] = [];
  const waiters = new Set<() => void>();
  return {
    items,
    add(item) {
      items.push(item);
      for (const wake of waiters) wake();
    },
    waitFor(count, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (items.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(items);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`waited ${timeoutMs} ms for ${count} ${noun}, got ${items.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
