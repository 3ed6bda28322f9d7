import { describe, expect, it } from 'vitest';
import { planned, rollingPlan, ROTATION_RUNS } from './rolling-plan.js';

const RUN = '2026-03-15T12:00:00.000Z';

describe('the rolling plan of a source without a change feed', () => {
  const keys = Array.from({ length: 2 * ROTATION_RUNS + 1 }, (_, i) => `H${i + 1}`);
  const checkedAt = new Map(
    keys
      .slice(1)
      .map((key, i) => [
        key,
        `2026-03-${String(10 - Math.floor(i / 50)).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:00:00.000Z`,
      ]),
  );

  it('reads the never read, the hot and the oldest-checked slice of the rest', () => {
    const plan = rollingPlan({ keys, checkedAt, hot: new Set(['H2']), runStartedAt: RUN, full: false });
    expect(plan.fresh).toEqual(['H1']);
    expect(plan.hot).toEqual(['H2']);
    // ceil(193 / 96) = 3 of the rest, the least recently checked first.
    const oldest = [...checkedAt]
      .filter(([key]) => key !== 'H2')
      .sort((a, b) => a[1].localeCompare(b[1]))
      .slice(0, 3)
      .map(([key]) => key);
    expect(plan.rolling).toEqual(oldest);
  });

  it('re-reads every record within ROTATION_RUNS runs', () => {
    const checked = new Map(checkedAt);
    const read = new Set<string>();
    for (let run = 0; run < ROTATION_RUNS; run += 1) {
      const at = new Date(Date.parse(RUN) + run * 60_000).toISOString();
      for (const key of planned(rollingPlan({ keys, checkedAt: checked, runStartedAt: at, full: false }))) {
        read.add(key);
        checked.set(key, at);
      }
    }
    expect(read.size).toBe(keys.length);
  });

  it('skips what the run it resumes already checked, and reads everything when full', () => {
    const resumed = new Map([...checkedAt, ['H1', RUN]]);
    expect(planned(rollingPlan({ keys, checkedAt: resumed, runStartedAt: RUN, full: false }))).not.toContain(
      'H1',
    );
    expect(planned(rollingPlan({ keys, checkedAt, runStartedAt: RUN, full: true }))).toHaveLength(
      keys.length,
    );
  });
});
