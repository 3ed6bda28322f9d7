import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running one of our modules. The server runs TypeScript through tsx, whose loader a
 * worker does not inherit: a `.ts` entry is imported after registering tsx in the worker itself.
 */
export function startWorker(entry: URL, options: WorkerOptions = {}): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const source =
    `import(${JSON.stringify(tsx)})` +
    `.then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(source, { ...options, eval: true });
}
