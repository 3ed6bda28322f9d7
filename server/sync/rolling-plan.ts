// Which of a source's records a run re-reads when the source has no change feed (malegislature.gov):
// everything never read, everything that is likely to have moved (the caller's `hot` keys: bills acted on
// lately, bills with a hearing coming), and a rolling slice of the rest, oldest checked first, so that
// every record is read again within ROTATION_RUNS runs. What this run (or the unfinished run it resumes)
// already checked is not read twice.

/** Every record is re-read at least once in this many runs: once a day at a 15-minute interval. */
export const ROTATION_RUNS = 96;

export interface RollingPlanInput {
  /** Every record the source lists now, in its order. */
  keys: readonly string[];
  /** When each record was last read (ISO instants); absent: never. */
  checkedAt: ReadonlyMap<string, string>;
  /** Records likely to have changed: always re-read. */
  hot?: ReadonlySet<string>;
  /** When this run started: records checked since are done. */
  runStartedAt: string;
  /** Re-read everything (--full). */
  full: boolean;
}

export interface RollingPlan {
  /** Never read: fetched whole. */
  fresh: string[];
  /** Likely changed. */
  hot: string[];
  /** The oldest-checked slice of the rest. */
  rolling: string[];
}

export function rollingPlan(input: RollingPlanInput): RollingPlan {
  const fresh: string[] = [];
  const hot: string[] = [];
  const rest: string[] = [];
  for (const key of input.keys) {
    const checked = input.checkedAt.get(key);
    if (checked === undefined) fresh.push(key);
    else if (checked >= input.runStartedAt) continue;
    else if (input.full || input.hot?.has(key)) hot.push(key);
    else rest.push(key);
  }
  rest.sort((a, b) => (input.checkedAt.get(a) ?? '').localeCompare(input.checkedAt.get(b) ?? ''));
  const slice = Math.ceil(input.keys.length / ROTATION_RUNS);
  return { fresh, hot, rolling: rest.slice(0, slice) };
}

export function planned(plan: RollingPlan): string[] {
  return [...plan.fresh, ...plan.hot, ...plan.rolling];
}
