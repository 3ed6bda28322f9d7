// The benchmark's baseline: reading and parsing every file the import reads, with the importers' own
// readers, and writing nothing. The import's time over this one says what the database work costs.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { dataSetsIn } from '../../server/db/import/import-all.js';
import { readCsv, readJson, readYaml } from '../../server/db/import/read-source-files.js';

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)));
}

const PARSERS: [RegExp, (file: string) => unknown][] = [
  [/\.ya?ml$/i, readYaml],
  [/\.csv$/i, (file) => readCsv(file, [])],
  [/\.json$/i, readJson],
];

/** Parses every file of every data set; returns how many files it parsed. */
export function parseEveryFile(dataDir: string): number {
  let parsed = 0;
  for (const set of dataSetsIn(dataDir)) {
    for (const file of filesUnder(set.path)) {
      const parse = PARSERS.find(([pattern]) => pattern.test(file))?.[1];
      if (!parse) continue;
      parse(file);
      parsed += 1;
    }
  }
  return parsed;
}
