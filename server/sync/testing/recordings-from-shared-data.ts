// recordingsFromSharedData(dir): both APIs' recordings from a shared/data-style directory (README.md here
// says what each endpoint is built from). Built once per directory and limit in a process: the server
// copies what it is given, so handing the same object to several servers is safe.
import { resolve } from 'node:path';
import { malegislatureFromSharedData } from './malegislature-from-shared-data.js';
import { openStatesFromSharedData } from './openstates-from-shared-data.js';
import { readPeopleDirectory, type PeopleDirectory } from './people-directory.js';
import type { Recordings } from './recordings.js';
import { sharedDataFiles, type SharedDataFiles } from './shared-data-files.js';

const built = new Map<string, Recordings>();

interface ParsedSources {
  files: SharedDataFiles;
  maPeople: PeopleDirectory;
  moPeople: PeopleDirectory;
}
/**
 * Each directory's CSVs and people YAML, parsed once for every limit (the builders only read them):
 * parsing was most of a limited build's 3 s (issue 19).
 */
const parsedByDir = new Map<string, ParsedSources>();

function parsedSources(dir: string): ParsedSources {
  let sources = parsedByDir.get(dir);
  if (!sources) {
    const files = sharedDataFiles(dir);
    sources = {
      files,
      maPeople: readPeopleDirectory(files.maPeopleDir),
      moPeople: readPeopleDirectory(files.moPeopleDir),
    };
    parsedByDir.set(dir, sources);
  }
  return sources;
}

export function recordingsFromSharedData(dataDir: string, options: { limitBills?: number } = {}): Recordings {
  const dir = resolve(dataDir);
  const key = `${dir}|${options.limitBills ?? 'all'}`;
  const cached = built.get(key);
  if (cached) return cached;
  const { files, maPeople, moPeople } = parsedSources(dir);
  const malegislature = malegislatureFromSharedData({ files, maPeople, limitBills: options.limitBills });
  const openStates = openStatesFromSharedData({
    files,
    maPeople,
    moPeople,
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
