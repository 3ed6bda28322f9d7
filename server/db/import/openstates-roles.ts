// Open States roles (people schema: roles[{type, district, jurisdiction, start_date, end_date}]) → our
// legislator_roles rows, and which role describes the person: the one held now, else the last
// legislative one (a former member reads as the member they were), else the last executive one.
import type { Chamber, LegislatorRoleTable } from '../types.js';
import { codeOfOcdId, profileFor } from '../../jurisdictions/state-profiles.js';
import { optionalString } from './read-source-files.js';

/** A legislator_roles row before it has its ids. */
export type RoleRecord = Omit<LegislatorRoleTable, 'id' | 'legislator_id'>;

const CHAMBER_OF_LEGISLATIVE_ROLE: Record<string, Chamber> = {
  lower: 'house',
  upper: 'senate',
  // Nebraska's one chamber: its members are Senators.
  legislature: 'senate',
};

/** Titles of the statewide offices Open States names by role type (schema.md, 'executive' roles). */
const EXECUTIVE_TITLES: Record<string, string> = {
  governor: 'Gov.',
  lt_governor: 'Lt. Gov.',
  auditor: 'Auditor',
  treasurer: 'Treasurer',
  'attorney general': 'Attorney General',
  'secretary of state': 'Secretary of State',
  'chief election officer': 'Chief Election Officer',
  comptroller: 'Comptroller',
};

/** Where a state calls an office otherwise: Massachusetts' Secretary of State is 'of the Commonwealth'. */
const STATE_EXECUTIVE_TITLES: Record<string, Record<string, string>> = {
  ma: {
    'secretary of state': 'Secretary of the Commonwealth',
    // William Galvin's role: the Secretary of the Commonwealth is also the chief election officer.
    'chief election officer': 'Secretary of the Commonwealth',
  },
};

const SMALL_WORDS = new Set(['of', 'the', 'and', 'for', 'on']);

/** 'commissioner of agriculture' → 'Commissioner of Agriculture', for offices not in the table. */
function titleCase(roleType: string): string {
  return roleType
    .replace(/_/g, ' ')
    .split(/\s+/)
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word) ? word : `${word.charAt(0).toUpperCase()}${word.slice(1)}`,
    )
    .join(' ');
}

function executiveTitle(roleType: string, stateCode: string): string {
  return STATE_EXECUTIVE_TITLES[stateCode]?.[roleType] ?? EXECUTIVE_TITLES[roleType] ?? titleCase(roleType);
}

/**
 * The person's roles in the state's own government. Roles elsewhere (a mayor's, whose jurisdiction is
 * a place: `…/state:ma/place:salem/government`) are not the state's and are left out.
 */
export function stateRoles(roles: Record<string, unknown>[], stateCode: string): RoleRecord[] {
  const kept: RoleRecord[] = [];
  for (const role of roles) {
    const roleType = optionalString(role.type);
    const jurisdiction = optionalString(role.jurisdiction);
    if (!roleType || (jurisdiction !== null && codeOfOcdId(jurisdiction) !== stateCode)) continue;
    if (roleType === 'mayor') continue;
    const legislativeChamber = CHAMBER_OF_LEGISLATIVE_ROLE[roleType];
    kept.push({
      role_type: roleType,
      chamber: legislativeChamber ?? 'executive',
      title: legislativeChamber
        ? profileFor(stateCode).memberTitles[legislativeChamber]
        : executiveTitle(roleType, stateCode),
      district: optionalString(role.district),
      start_date: optionalString(role.start_date),
      end_date: optionalString(role.end_date),
    });
  }
  return kept.sort(byTenure);
}

/** Oldest first; an open role (no end) after every ended one. */
function byTenure(a: RoleRecord, b: RoleRecord): number {
  const rank = (role: RoleRecord) => `${role.end_date ?? '9999-12-31'} ${role.start_date ?? ''}`;
  return rank(a).localeCompare(rank(b));
}

/** Held on `day`: started by then (or no start given) and not ended before it. */
export function isHeldOn(role: RoleRecord, day: string): boolean {
  return (
    (role.start_date === null || role.start_date <= day) && (role.end_date === null || role.end_date >= day)
  );
}

/**
 * The role that names the person: the one held on `today` that started last, else the last legislative
 * role, else the last executive one. `roles` are in tenure order (stateRoles).
 */
export function describingRole(roles: readonly RoleRecord[], today: string): RoleRecord | undefined {
  const held = roles
    .filter((role) => isHeldOn(role, today))
    .sort((a, b) => (a.start_date ?? '').localeCompare(b.start_date ?? ''));
  return held.at(-1) ?? roles.filter((role) => role.chamber !== 'executive').at(-1) ?? roles.at(-1);
}
