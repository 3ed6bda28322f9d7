// How `npm start` runs the compiled server, for the scripts that start it as npm start does (the e2e
// server, bench:api and bench:soak). package.json's start script spells the same out for sh.
//
// glibc's malloc, tuned for a server of several threads (the API's and each search worker's): at most
// two arenas instead of eight per core, and allocations from 128 KB on mapped apart, so memory freed after
// loading and indexing goes back to the system instead of staying in a grown heap. Idle RSS on demo data,
// one start each (noisy): 415 MiB untuned, 285 with the arena limit, 227-239 with the mmap threshold.
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** `--expose-gc`: each search replica and the main thread collect once after loading (engine-replica.ts). */
export const SERVER_ARGS = ['--expose-gc', 'dist-server/server/server.js'];
