// recordingsFromSharedData(dir): both APIs' recordings from a shared/data-style directory (README.md here
// says what each endpoint is built from). Built once per directory and limit in a process: the server
// copies what it is given, so handing the same object to several servers is safe.
import { resolve } from 'node:path';
import { malegislatureFromSharedData } from './malegislature-from-shared-data.js';
import { openStatesFromSharedData } from './openstates-from-shared-data.js';
import { readPeopleDirectory } from './people-directory.js';
import type { Recordings } from './recordings.js';
import { sharedDataFiles } from './shared-data-files.js';

const built = new Map<string, Recordings>();

export function recordingsFromSharedData(dataDir: string, options: { limitBills?: number } = {}): Recordings {
  const dir = resolve(dataDir);
  const key = `${dir}|${options.limitBills ?? 'all'}`;
  const cached = built.get(key);
  if (cached) return cached;
  const files = sharedDataFiles(dir);
  const maPeople = readPeopleDirectory(files.maPeopleDir);
  const malegislature = malegislatureFromSharedData({ files, maPeople, limitBills: options.limitBills });
  const openStates = openStatesFromSharedData({
    files,
    maPeople,
    moPeople: readPeopleDirectory(files.moPeopleDir),
    hearings: malegislature.hearings,
    limitBills: options.limitBills,
  });
  const limit =
    options.limitBills === undefined ? 'every bill' : `at most ${options.limitBills} bills a session`;
  const recordings: Recordings = {
    description: `shared data at ${dir} (${limit})`,
    malegislature,
    openStates,
  };
  built.set(key, recordings);
  return recordings;
}
