import type { UseMutationResult } from '@tanstack/react-query';

type AnyMutation = Pick<UseMutationResult<unknown, unknown, never, unknown>, 'error' | 'submittedAt'>;

/**
 * The failure of the latest of several writes on one control, or null: a later write that succeeded or
 * is under way clears it, so the message under a button always speaks of the last tap.
 */
export function lastFailure(...mutations: AnyMutation[]): unknown {
  const latest = mutations.reduce<AnyMutation | null>(
    (last, mutation) => (!last || mutation.submittedAt > last.submittedAt ? mutation : last),
    null,
  );
  return latest?.submittedAt ? latest.error : null;
}
