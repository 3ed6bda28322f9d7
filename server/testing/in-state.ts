// Test rows of one state (issue 15): every legislative row names its jurisdiction, and what a bill's or a
// roll call's source lacks is stated, not defaulted. Fixtures describe a source that has it all.

function withDefaults<D extends object>(defaults: D) {
  function apply<T extends object>(rows: readonly T[]): (D & T)[];
  function apply<T extends object>(row: T): D & T;
  function apply<T extends object>(rows: T | readonly T[]) {
    return Array.isArray(rows) ? rows.map((row: T) => ({ ...defaults, ...row })) : { ...defaults, ...rows };
  }
  return apply;
}

export const inState = (jurisdictionId: number) => withDefaults({ jurisdiction_id: jurisdictionId });

/** Bills whose source gives their history and sponsors. */
export const billsInState = (jurisdictionId: number) =>
  withDefaults({ jurisdiction_id: jurisdictionId, actions_known: 1, sponsors_known: 1 });

/** Roll calls with the journal's own tallies. */
export const rollCallsInState = (jurisdictionId: number) =>
  withDefaults({ jurisdiction_id: jurisdictionId, counts_source: 'published' as const });
