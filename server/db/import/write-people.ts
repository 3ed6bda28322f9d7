// The one write path for people and committees (records.ts): Open States people (YAML or the API) and
// malegislature.gov's members and committees. Legislators and committees are matched on external_id;
// roles are replaced per person (legislator_roles has no id of its own to match), memberships per
// committee. People and committees are never deleted: someone gone from a source stays, retired or not.
import type { Jurisdiction } from '../../jurisdictions/jurisdiction-context.js';
import type { Db } from '../database.js';
import {
  chunk,
  idsByExternalId,
  replaceChildren,
  storedByExternalId,
  syncKeyedRows,
  type Row,
} from './batch-writes.js';
import { countsFor, reject, type ImportReport } from './import-report.js';
import { PeopleResolver } from './people-resolver.js';
import type { CommitteeRecord, PersonRecord } from './records.js';

export const LEGISLATOR_COLUMNS = [
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

export interface PeopleRecords {
  people: PersonRecord[];
  committees: CommitteeRecord[];
}

export interface PeopleWriteOptions {
  /**
   * The legislator columns this source owns (default: all). A source that adds to people another one
   * imported (malegislature.gov's contact details) names only those.
   */
  legislatorColumns?: readonly string[];
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

/** Legislators that already have roles: a source knowing only the current seat leaves theirs alone. */
async function legislatorsWithRoles(trx: Db, legislatorIds: number[]): Promise<Set<number>> {
  const withRoles = new Set<number>();
  for (const ids of chunk(legislatorIds)) {
    const rows = await trx
      .selectFrom('legislator_roles')
      .select('legislator_id')
      .distinct()
      .where('legislator_id', 'in', ids)
      .execute();
    for (const row of rows) withRoles.add(row.legislator_id);
  }
  return withRoles;
}

async function writeRoles(
  trx: Db,
  people: PersonRecord[],
  legislatorIds: Map<string, number>,
  report: ImportReport,
): Promise<void> {
  const partial = people
    .filter((person) => person.rolesComplete === false)
    .map((person) => legislatorIds.get(person.legislator.external_id))
    .filter((id) => id !== undefined);
  const keep = await legislatorsWithRoles(trx, partial);
  const rolesByLegislator = new Map<number, Row[]>();
  for (const { legislator, roles } of people) {
    const legislatorId = legislatorIds.get(legislator.external_id);
    if (legislatorId === undefined || keep.has(legislatorId)) continue;
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

async function writeMemberships(
  trx: Db,
  state: Jurisdiction,
  committees: CommitteeRecord[],
  committeeIds: Map<string, number>,
  report: ImportReport,
): Promise<void> {
  // Members may be legislators of an earlier import too, so resolve against the whole table.
  const legislatorIds = await idsByExternalId(trx, 'legislators');
  const byCode = committees.some((committee) => committee.members.some((member) => member.code))
    ? await PeopleResolver.load(trx, state.id)
    : null;
  const membershipsByCommittee = new Map<number, Row[]>();
  for (const committee of committees) {
    const committeeId = committeeIds.get(committee.external_id);
    if (committeeId === undefined) continue;
    const members = new Map<number, Row>();
    for (const member of committee.members) {
      const legislatorId = member.person_id
        ? legislatorIds.get(member.person_id)
        : member.code
          ? (byCode?.resolve({ code: member.code, name: member.name, isLegislator: true }) ?? undefined)
          : undefined;
      if (legislatorId === undefined) {
        const who = `${member.name} (${member.person_id ?? member.code ?? 'no person_id'})`;
        const detail = `${committee.name}: ${who} is not a known legislator`;
        reject(report, 'committee member is not a known legislator', detail);
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

export async function writePeopleRecords(
  trx: Db,
  state: Jurisdiction,
  records: PeopleRecords,
  report: ImportReport,
  options: PeopleWriteOptions = {},
): Promise<void> {
  // The jurisdiction is the writer's: re-importing a state's people moves rows an older, state-less
  // import had filed elsewhere back to their own state.
  const inState = (rows: Row[]) => rows.map((row) => ({ ...row, jurisdiction_id: state.id }));
  if (records.people.length > 0) {
    const legislatorIds = await writeKeyed(
      trx,
      'legislators',
      inState(records.people.map(({ legislator }) => legislator)),
      options.legislatorColumns ?? LEGISLATOR_COLUMNS,
      report,
    );
    await writeRoles(trx, records.people, legislatorIds, report);
  }
  if (records.committees.length > 0) {
    const committeeRows = records.committees.map(({ members: _members, ...committee }) => committee);
    const committeeIds = await writeKeyed(
      trx,
      'committees',
      inState(committeeRows),
      COMMITTEE_COLUMNS,
      report,
    );
    await writeMemberships(trx, state, records.committees, committeeIds, report);
  }
}
