// A thread that allocates a burst and then idles, as the server does after start-up; run by
// idle-collector.test.ts with --expose-gc. Prints its heap and buffers (MB) every 250 ms.
import { getHeapStatistics } from 'node:v8';
import { collectWhenIdle } from './idle-collector.js';

const footprintMb = () => {
  const heap = getHeapStatistics();
  return Math.round((heap.total_heap_size + heap.external_memory) / 1048576);
};

/** Allocates like a start-up (short-lived objects, dropped ArrayBuffers) and keeps nothing. */
function burst(): number {
  let kept: unknown[] = [];
  for (let i = 0; i < 3_000_000; i++) {
    kept.push({ i, text: `x${i}` });
    if (kept.length > 100_000) kept = [];
  }
  return Array.from({ length: 200 }, () => new ArrayBuffer(256 * 1024)).length + kept.length;
}
burst();
console.log(`burst ${footprintMb()}`);

if (process.argv.includes('--collect')) collectWhenIdle({ checkEveryMs: 250, settleAfterMs: 1000 });
setInterval(() => console.log(`idle ${footprintMb()}`), 250);
