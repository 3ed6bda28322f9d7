// Long work done in steps, so that a thread can answer other calls between them (issue 21): a replica's
// snapshot export takes ~10 s at 1M bill_text chunks, and with a single replica every search would wait
// for it. A generator does the work and yields after each step of at most a few milliseconds; runSteps
// runs it to the end at once, runStepsYielding hands the thread back between slices of steps.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Work that yields (nothing) between its steps and returns its result at the end. */
export type Steps<T> = Generator<void, T, void>;

/** Items a loop of cheap items handles between two yields (~1 ms of work or less). */
export const ITEMS_PER_STEP = 1 << 16;

export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Runs `steps`, giving the event loop a turn (the thread's waiting messages) after each slice of work:
 * `sliceMs`, or as long as the turn before took (what ran meanwhile) up to 4 × `sliceMs`, so that under
 * a steady stream of other calls the work still has about half the thread.
 */
export async function runStepsYielding<T>(steps: Steps<T>, sliceMs: number): Promise<T> {
  let sliceStart = performance.now();
  let slice = sliceMs;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    const now = performance.now();
    if (now - sliceStart < slice) continue;
    await nextTurn();
    sliceStart = performance.now();
    slice = Math.min(4 * sliceMs, Math.max(sliceMs, sliceStart - now));
  }
}
