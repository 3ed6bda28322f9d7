// One state's Open States people directory (openstates/people data/<state>/: legislature/, executive/,
// retired/, committees/), read as plain records: both APIs' recordings are built from it.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { asRecord, optionalString, readYaml, recordList } from '../../db/import/read-source-files.js';

export type PeopleFolder = 'legislature' | 'executive' | 'retired';

export interface PersonYaml {
  folder: PeopleFolder;
  file: string;
  person: Record<string, unknown>;
}

export interface CommitteeYaml {
  file: string;
  committee: Record<string, unknown>;
}

export interface PeopleDirectory {
  people: PersonYaml[];
  committees: CommitteeYaml[];
}

export interface PersonRole {
  type: string;
  district: string | null;
  jurisdiction: string | null;
  startDate: string | null;
  endDate: string | null;
}

function yamlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yml') || name.endsWith('.yaml'))
    .sort()
    .map((name) => join(dir, name));
}

export function readPeopleDirectory(stateDir: string): PeopleDirectory {
  if (!existsSync(stateDir)) throw new Error(`no people directory at ${stateDir}`);
  const folders: PeopleFolder[] = ['legislature', 'executive', 'retired'];
  const people = folders.flatMap((folder) =>
    yamlFiles(join(stateDir, folder)).map((file) => ({
      folder,
      file,
      person: asRecord(readYaml(file), file),
    })),
  );
  const committees = yamlFiles(join(stateDir, 'committees')).map((file) => ({
    file,
    committee: asRecord(readYaml(file), file),
  }));
  return { people, committees };
}

/** YAML reads an unquoted 2023-01-04 as a string under the 1.2 schema, but a quoted or numeric one varies. */
export function yamlString(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return optionalString(value);
}

export function rolesOf({ person, file }: PersonYaml): PersonRole[] {
  return recordList(person, 'roles', file).map((role) => ({
    type: yamlString(role.type) ?? '',
    district: yamlString(role.district),
    jurisdiction: yamlString(role.jurisdiction),
    startDate: yamlString(role.start_date),
    endDate: yamlString(role.end_date),
  }));
}

/** A role is held on `day` from its start_date up to, not including, its end_date. */
export function isHeldOn(role: PersonRole, day: string): boolean {
  return (role.startDate === null || role.startDate <= day) && (role.endDate === null || day < role.endDate);
}

/** malegislature.gov's member code: extras['member code'], else the profile link's last segment. */
export function memberCodeOf({ person, file }: PersonYaml): string | null {
  const extras = typeof person.extras === 'object' && person.extras !== null ? person.extras : {};
  const fromExtras = yamlString((extras as Record<string, unknown>)['member code']);
  if (fromExtras) return fromExtras;
  for (const link of recordList(person, 'links', file)) {
    const match = /malegislature\.gov\/Legislators\/Profile\/([A-Za-z0-9_]+)/.exec(String(link.url ?? ''));
    if (match?.[1]) return match[1];
  }
  return null;
}

/** The committee code in a committee's malegislature.gov link ('…/Committees/Detail/J19' → 'J19'). */
export function committeeCodeOf({ committee, file }: CommitteeYaml): string | null {
  for (const link of [...recordList(committee, 'links', file), ...recordList(committee, 'sources', file)]) {
    const match = /malegislature\.gov\/Committees\/Detail\/([A-Z]+\d+)\b/.exec(String(link.url ?? ''));
    if (match?.[1]) return match[1];
  }
  return null;
}

/** The party the person belongs to now: the last one without an end date. */
export function currentPartyOf({ person, file }: PersonYaml): string | null {
  const parties = recordList(person, 'party', file);
  const current = parties.filter((party) => !yamlString(party.end_date));
  return yamlString((current.at(-1) ?? parties.at(-1))?.name);
}
