// `import people <state dir>`: Open States people (legislature/ active, retired/ inactive) and committees.
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
  legislatorFromPerson,
  type CommitteeRecord,
  type LegislatorRecord,
} from './openstates-people-parse.js';
import { readYaml } from './read-source-files.js';
import { ensureJurisdiction } from '../repositories/jurisdictions-repository.js';
import { codeOfOcdId } from '../../jurisdictions/state-profiles.js';

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
  legislators: LegislatorRecord[];
  committees: CommitteeRecord[];
}

function readPeopleDirectory(stateDir: string, report: ImportReport): PeopleSource {
  if (!existsSync(join(stateDir, 'legislature'))) {
    throw new ImportFileError(stateDir, 'not an Open States people state directory (no legislature/ folder)');
  }
  const legislators = new Map<string, LegislatorRecord>();
  const stateCodes = new Set<string>();
  let withoutLegislativeRole = 0;
  // legislature/ first: someone listed in both folders is a sitting member.
  for (const [folder, active] of [
    ['legislature', true],
    ['retired', false],
  ] as const) {
    for (const file of yamlFiles(join(stateDir, folder))) {
      const person = readYaml(file);
      for (const code of roleJurisdictions(person)) stateCodes.add(code);
      const legislator = legislatorFromPerson(person, file, active);
      if (!legislator) withoutLegislativeRole += 1;
      else if (!legislators.has(legislator.external_id)) legislators.set(legislator.external_id, legislator);
    }
  }
  if (withoutLegislativeRole > 0) {
    report.skipped.push(`${withoutLegislativeRole} people with no House or Senate role (mayors, governors)`);
  }
  const executive = yamlFiles(join(stateDir, 'executive')).length;
  if (executive > 0)
    report.skipped.push(`executive/: ${executive} files (statewide officials are not legislators)`);
  const committees = yamlFiles(join(stateDir, 'committees')).map((file) =>
    committeeFromFile(readYaml(file), file),
  );
  // Open States lays people out as data/<postal code>/: the folder names the state when no role does.
  const folder = basename(resolve(stateDir)).toLowerCase();
  if (stateCodes.size === 0 && /^[a-z]{2}$/.test(folder)) stateCodes.add(folder);
  const [stateCode, ...others] = stateCodes;
  if (!stateCode) throw new ImportFileError(stateDir, "no person's role names an Open States jurisdiction");
  if (others.length > 0) throw new ImportFileError(stateDir, `people of several states: ${[...stateCodes].join(', ')}`);
  return { stateCode, legislators: [...legislators.values()], committees };
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

export async function importOpenStatesPeople(db: Db, stateDir: string): Promise<ImportReport> {
  return runImport(createReport('people', stateDir), async (report) => {
    const source = readPeopleDirectory(stateDir, report);
    const committeeRows = source.committees.map(({ members: _members, ...committee }) => committee);
    await inFile(stateDir, () =>
      db.transaction().execute(async (trx) => {
        const state = await ensureJurisdiction(trx, source.stateCode);
        // The jurisdiction is owned by this import: re-importing a state's people moves rows an older,
        // state-less import had filed elsewhere back to their own state.
        const inState = (rows: Row[]) => rows.map((row) => ({ ...row, jurisdiction_id: state.id }));
        await writeKeyed(trx, 'legislators', inState(source.legislators), LEGISLATOR_COLUMNS, report);
        const committeeIds = await writeKeyed(trx, 'committees', inState(committeeRows), COMMITTEE_COLUMNS, report);
        await writeMemberships(trx, source.committees, committeeIds, report);
      }),
    );
  });
}
