// `import people <state dir>`: Open States people (legislature/ active, executive/ active while their
// office is held, retired/ inactive) with their role history, and committees.
// Every file is parsed before anything is written; the writes then run in ONE transaction for the whole
// directory, because memberships point at legislators from other files. A malformed file therefore
// aborts the import with its name and the reason, and nothing of the directory is written.
import { existsSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Db } from '../database.js';
import {
  idsByExternalId,
  replaceChildren,
  storedByExternalId,
  syncKeyedRows,
  type Row,
} from './batch-writes.js';
import {
  countsFor,
  createReport,
  ImportFileError,
  inFile,
  reject,
  runImport,
  type ImportReport,
} from './import-report.js';
import {
  committeeFromFile,
  personFromFile,
  type CommitteeRecord,
  type PeopleFolder,
  type PersonRecord,
} from './openstates-people-parse.js';
import { readYaml } from './read-source-files.js';
import { ensureJurisdiction } from '../repositories/jurisdictions-repository.js';
import { dayInTimeZone } from '../../jurisdictions/legislature-day.js';
import { codeOfOcdId, profileFor } from '../../jurisdictions/state-profiles.js';

const LEGISLATOR_COLUMNS = [
  'external_id',
  'jurisdiction_id',
  'full_name',
  'short_full_name',
  'given_name',
  'family_name',
  'chamber',
  'party',
  'district',
  'active',
  'photo_url',
  'email',
  'phone',
  'address',
  'profile_url',
  'other_names',
  'leadership',
  'member_code',
] as const;
const COMMITTEE_COLUMNS = ['external_id', 'jurisdiction_id', 'name', 'chamber', 'kind', 'url'] as const;

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

export interface PeopleImportOptions {
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
    yamlFiles(join(stateDir, folder)).map((file) => ({ folder, file, person: readYaml(file) })),
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
    committeeFromFile(readYaml(file), file),
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

async function writeKeyed(
  trx: Db,
  table: 'legislators' | 'committees',
  rows: Row[],
  ownedColumns: readonly string[],
  report: ImportReport,
): Promise<Map<string, number>> {
  const stored = await storedByExternalId(
    trx,
    table,
    rows.map((row) => String(row.external_id)),
  );
  return syncKeyedRows(
    trx,
    { table, rows, ownedColumns, findStored: (row) => stored.get(String(row.external_id)) },
    countsFor(report, table),
  );
}

async function writeMemberships(
  trx: Db,
  committees: CommitteeRecord[],
  committeeIds: Map<string, number>,
  report: ImportReport,
): Promise<void> {
  // Members may be legislators of an earlier import too, so resolve against the whole table.
  const legislatorIds = await idsByExternalId(trx, 'legislators');
  const membershipsByCommittee = new Map<number, Row[]>();
  for (const committee of committees) {
    const committeeId = committeeIds.get(committee.external_id);
    if (committeeId === undefined) continue;
    const members = new Map<number, Row>();
    for (const member of committee.members) {
      const legislatorId = member.person_id ? legislatorIds.get(member.person_id) : undefined;
      if (legislatorId === undefined) {
        const who = `${member.name} (${member.person_id ?? 'no person_id'})`;
        reject(
          report,
          'committee member is not a known legislator',
          `${committee.name}: ${who} is not a known legislator`,
        );
      } else if (!members.has(legislatorId)) {
        members.set(legislatorId, {
          committee_id: committeeId,
          legislator_id: legislatorId,
          role: member.role,
        });
      }
    }
    membershipsByCommittee.set(committeeId, [...members.values()]);
  }
  await replaceChildren(
    trx,
    {
      table: 'committee_memberships',
      parentColumn: 'committee_id',
      columns: ['committee_id', 'legislator_id', 'role'],
      rowsByParent: membershipsByCommittee,
    },
    countsFor(report, 'committee_memberships'),
  );
}

/** Each person's roles, replaced as a set per person (legislator_roles has no id of its own to match). */
async function writeRoles(
  trx: Db,
  people: PersonRecord[],
  legislatorIds: Map<string, number>,
  report: ImportReport,
): Promise<void> {
  const rolesByLegislator = new Map<number, Row[]>();
  for (const { legislator, roles } of people) {
    const legislatorId = legislatorIds.get(legislator.external_id);
    if (legislatorId === undefined) continue;
    rolesByLegislator.set(
      legislatorId,
      roles.map((role) => ({ legislator_id: legislatorId, ...role })),
    );
  }
  await replaceChildren(
    trx,
    {
      table: 'legislator_roles',
      parentColumn: 'legislator_id',
      columns: ['legislator_id', 'role_type', 'chamber', 'title', 'district', 'start_date', 'end_date'],
      rowsByParent: rolesByLegislator,
    },
    countsFor(report, 'legislator_roles'),
  );
}

export async function importOpenStatesPeople(
  db: Db,
  stateDir: string,
  options: PeopleImportOptions = {},
): Promise<ImportReport> {
  return runImport(createReport('people', stateDir), async (report) => {
    const source = readPeopleDirectory(stateDir, options, report);
    const committeeRows = source.committees.map(({ members: _members, ...committee }) => committee);
    await inFile(stateDir, () =>
      db.transaction().execute(async (trx) => {
        const state = await ensureJurisdiction(trx, source.stateCode);
        // The jurisdiction is owned by this import: re-importing a state's people moves rows an older,
        // state-less import had filed elsewhere back to their own state.
        const inState = (rows: Row[]) => rows.map((row) => ({ ...row, jurisdiction_id: state.id }));
        const legislatorRows = source.people.map(({ legislator }) => legislator);
        const legislatorIds = await writeKeyed(
          trx,
          'legislators',
          inState(legislatorRows),
          LEGISLATOR_COLUMNS,
          report,
        );
        await writeRoles(trx, source.people, legislatorIds, report);
        const committeeIds = await writeKeyed(
          trx,
          'committees',
          inState(committeeRows),
          COMMITTEE_COLUMNS,
          report,
        );
        await writeMemberships(trx, source.committees, committeeIds, report);
      }),
    );
  });
}
