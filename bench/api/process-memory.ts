import { readFileSync } from 'node:fs';

/** A process's resident set in MiB (Linux /proc): the main thread, its worker threads and native memory. */
export function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kib / 1024);
}
