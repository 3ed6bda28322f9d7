// `import people <state dir>`: Open States people (legislature/ active, executive/ active while their
// office is held, retired/ inactive) with their role history, and committees.
// Every file is parsed before anything is written; the writes then run in ONE transaction for the whole
// directory, because memberships point at legislators from other files. A malformed file therefore
// aborts the import with its name and the reason, and nothing of the directory is written.
import { existsSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Db } from '../database.js';
import { DATA_SOURCES } from './data-sources.js';
import { createReport, ImportFileError, inFile, runImport, type ImportReport } from './import-report.js';
import { committeeFromFile, personFromFile, type PeopleFolder } from './openstates-people-parse.js';
import { readYaml, type SourceReadOptions } from './read-source-files.js';
import type { CommitteeRecord, PersonRecord } from './records.js';
import { ensureJurisdiction, markDataAsOf } from '../repositories/jurisdictions-repository.js';
import { writePeopleRecords } from './write-people.js';
import { dayInTimeZone } from '../../jurisdictions/legislature-day.js';
import { codeOfOcdId, profileFor } from '../../jurisdictions/state-profiles.js';

function yamlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/i.test(name))
    .sort()
    .map((name) => join(dir, name));
}

interface PeopleSource {
  /** The state's postal code, from the Open States jurisdiction of its members' roles. */
  stateCode: string;
  people: PersonRecord[];
  committees: CommitteeRecord[];
}

export interface PeopleImportOptions extends SourceReadOptions {
  /** The state's calendar day that decides which roles are held now; defaults to today at its capitol. */
  today?: string;
}

/**
 * legislature/ first, then executive/: someone listed twice is the sitting member or official. retired/
 * last, for former members whose votes and sponsorships still point at them.
 */
const PEOPLE_FOLDERS: readonly PeopleFolder[] = ['legislature', 'executive', 'retired'];

function readPeopleDirectory(
  stateDir: string,
  options: PeopleImportOptions,
  report: ImportReport,
): PeopleSource {
  if (!existsSync(join(stateDir, 'legislature'))) {
    throw new ImportFileError(stateDir, 'not an Open States people state directory (no legislature/ folder)');
  }
  const files = PEOPLE_FOLDERS.flatMap((folder) =>
    yamlFiles(join(stateDir, folder)).map((file) => ({
      folder,
      file,
      person: readYaml(file, options.parsed),
    })),
  );
  const stateCode = directoryState(
    stateDir,
    files.map(({ person }) => person),
  );
  const today = options.today ?? dayInTimeZone(Date.now(), profileFor(stateCode).timeZone);
  const people = new Map<string, PersonRecord>();
  let withoutStateRole = 0;
  for (const { folder, file, person } of files) {
    const record = personFromFile(person, file, { folder, stateCode, today });
    if (!record) withoutStateRole += 1;
    else if (!people.has(record.legislator.external_id)) people.set(record.legislator.external_id, record);
  }
  if (withoutStateRole > 0) {
    report.skipped.push(
      `${withoutStateRole} people with no legislative or executive role in the state (mayors)`,
    );
  }
  const committees = yamlFiles(join(stateDir, 'committees')).map((file) =>
    committeeFromFile(readYaml(file, options.parsed), file),
  );
  return { stateCode, people: [...people.values()], committees };
}

/** The one state a directory's people serve: named by their roles, else by the folder (data/<code>/). */
function directoryState(stateDir: string, people: unknown[]): string {
  const stateCodes = new Set(people.flatMap(roleJurisdictions));
  const folder = basename(resolve(stateDir)).toLowerCase();
  if (stateCodes.size === 0 && /^[a-z]{2}$/.test(folder)) stateCodes.add(folder);
  const [stateCode, ...others] = stateCodes;
  if (!stateCode) throw new ImportFileError(stateDir, "no person's role names an Open States jurisdiction");
  if (others.length > 0)
    throw new ImportFileError(stateDir, `people of several states: ${[...stateCodes].join(', ')}`);
  return stateCode;
}

/** The states named by a person's roles ('ocd-jurisdiction/country:us/state:ma/government' → 'ma'). */
function roleJurisdictions(person: unknown): string[] {
  const roles = (person as { roles?: unknown } | null)?.roles;
  if (!Array.isArray(roles)) return [];
  return roles
    .map((role) => (role as { jurisdiction?: unknown } | null)?.jurisdiction)
    .map((id) => (typeof id === 'string' ? codeOfOcdId(id) : null))
    .filter((code): code is string => code !== null);
}

export async function importOpenStatesPeople(
  db: Db,
  stateDir: string,
  options: PeopleImportOptions = {},
): Promise<ImportReport> {
  return runImport(createReport('people', stateDir), async (report) => {
    const source = readPeopleDirectory(stateDir, options, report);
    await inFile(stateDir, () =>
      db.transaction().execute(async (trx) => {
        const state = await ensureJurisdiction(trx, source.stateCode);
        await writePeopleRecords(trx, state, source, report);
        await markDataAsOf(trx, state.id, DATA_SOURCES.openStatesPeople);
      }),
    );
  });
}
