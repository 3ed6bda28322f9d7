// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDataWait, type Clock } from './data-wait';

/** A clock on which every timer fires `lateBy` ms after it was due: 0 on an idle server. */
function fakeClock(lateBy: number) {
  let time = 0;
  let sleeps = 0;
  const clock: Clock = {
    now: () => time,
    sleep: async (ms) => {
      sleeps += 1;
      time += ms + lateBy;
    },
  };
  return { clock, elapsed: () => time, sleeps: () => sleeps };
}

async function waitOut(limitMs: number, lateBy: number) {
  const fake = fakeClock(lateBy);
  const wait = createDataWait(limitMs, fake.clock);
  while (await wait.tick());
  return { elapsed: fake.elapsed(), sleeps: fake.sleeps() };
}

describe('createDataWait', () => {
  it('on an idle server, gives up once the limit has passed', async () => {
    expect(await waitOut(800, 0)).toEqual({ elapsed: 800, sleeps: 400 });
  });

  it("counts a late timer's delay as busy, not waiting: the data had no chance to come", async () => {
    // Timers 8 ms late: a tick takes 10 ms of the wall clock and counts as 2 of waiting.
    expect(await waitOut(800, 8)).toEqual({ elapsed: 3200, sleeps: 320 });
    // Timers 1 ms late: 400 ticks of waiting take 1,200 ms.
    expect((await waitOut(800, 1)).elapsed).toBe(1200);
  });

  it('waits no longer than four times its limit, however busy the server', async () => {
    const { elapsed } = await waitOut(800, 200);
    expect(elapsed).toBeGreaterThanOrEqual(3200);
    expect(elapsed).toBeLessThan(3200 + 202);
  });

  it('gives a promise to race the data against, which stops waiting when cancelled', async () => {
    const fake = fakeClock(0);
    const late = createDataWait(800, fake.clock).expiry();
    await Promise.resolve();
    late.cancel();
    expect(await late.promise).toBeNull();
    expect(fake.sleeps()).toBeLessThan(3);
    const expired = createDataWait(100, fakeClock(0).clock).expiry();
    expect(await expired.promise).toBeNull();
  });
});
