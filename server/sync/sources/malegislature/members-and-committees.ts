// The members and committees of a General Court, from malegislature.gov: the listing every run, the
// details of those never read and of a rolling slice of the rest (rolling-plan.ts), in batches.
import type { Db } from '../../../db/database.js';
import { CommitteeDirectory } from '../../../db/import/committee-names.js';
import { PeopleResolver } from '../../../db/import/people-resolver.js';
import type { CommitteeRecord, PersonRecord } from '../../../db/import/records.js';
import { writePeopleRecords } from '../../../db/import/write-people.js';
import type { Jurisdiction } from '../../../jurisdictions/jurisdiction-context.js';
import { fingerprint } from '../../fingerprint.js';
import type { ResourceUpdate } from '../../sync-store.js';
import { planned, rollingPlan } from '../../rolling-plan.js';
import type { SyncContext } from '../../sync-context.js';
import { malegislaturePaths, malegislatureResources } from './api.js';
import { committeeFromResponse, memberId, personFromMember } from './people-records.js';

type Kind = 'members' | 'committees';

/** The codes a listing gives ([{MemberCode}] / [{CommitteeCode}]). */
function listedCodes(body: unknown, field: 'MemberCode' | 'CommitteeCode'): string[] {
  if (!Array.isArray(body)) return [];
  return (body as unknown[]).flatMap((entry) => {
    const code = (entry as Record<string, unknown> | null)?.[field];
    return typeof code === 'string' && code ? [code.toUpperCase()] : [];
  });
}

async function storedExternalIds(trx: Db, state: Jurisdiction, table: 'legislators' | 'committees') {
  const rows = await trx
    .selectFrom(table)
    .select(['id', 'external_id'])
    .where('jurisdiction_id', '=', state.id)
    .execute();
  return new Map(rows.map((row) => [row.id, row.external_id]));
}

/** Members another source stored only gain their code; the rest are written whole. */
async function writeMembers(trx: Db, state: Jurisdiction, people: PersonRecord[], ctx: SyncContext) {
  const resolver = await PeopleResolver.load(trx, state.id);
  const externalIds = await storedExternalIds(trx, state, 'legislators');
  const ours: PersonRecord[] = [];
  const theirs: PersonRecord[] = [];
  for (const person of people) {
    const code = person.legislator.member_code ?? '';
    const id = resolver.resolve({ code, name: person.legislator.full_name, isLegislator: true });
    const stored = id === null ? undefined : externalIds.get(id);
    if (stored === undefined || stored === memberId(code)) ours.push(person);
    else theirs.push({ ...person, legislator: { ...person.legislator, external_id: stored }, roles: [] });
  }
  await writePeopleRecords(trx, state, { people: ours, committees: [] }, ctx.report);
  await writePeopleRecords(trx, state, { people: theirs, committees: [] }, ctx.report, {
    legislatorColumns: ['member_code'],
  });
}

/** Committees another source stored are left as that source has them. */
async function writeCommittees(
  trx: Db,
  state: Jurisdiction,
  committees: CommitteeRecord[],
  ctx: SyncContext,
) {
  const directory = await CommitteeDirectory.load(trx, state.id);
  const externalIds = await storedExternalIds(trx, state, 'committees');
  const ours = committees.filter((committee) => {
    const stored = directory.resolve(committee.name, null).committee;
    return !stored || externalIds.get(stored.id) === committee.external_id;
  });
  await writePeopleRecords(trx, state, { people: [], committees: ours }, ctx.report);
}

export async function syncMembersOrCommittees(ctx: SyncContext, court: number, kind: Kind): Promise<void> {
  const paths = malegislaturePaths(court);
  const resources = malegislatureResources(court);
  const listing = await ctx.client.getJson(
    `${ctx.baseUrl}${kind === 'members' ? paths.members : paths.committees}`,
  );
  if (listing.kind !== 'fresh') return;
  const codes = listedCodes(listing.body, kind === 'members' ? 'MemberCode' : 'CommitteeCode');
  const resourceOf = kind === 'members' ? resources.member : resources.committee;
  const checked = await ctx.resources.under(
    ctx.jurisdictionId(),
    kind === 'members' ? resources.memberPrefix : resources.committeePrefix,
  );
  const checkedAt = new Map(
    [...checked].map(([resource, at]) => [resource.slice(resource.lastIndexOf('/') + 1), at]),
  );
  const todo = planned(
    rollingPlan({ keys: codes, checkedAt, runStartedAt: ctx.runStartedAt, full: ctx.full }),
  );
  const known = await ctx.resources.get(ctx.jurisdictionId(), todo.map(resourceOf));
  for (let start = 0; start < todo.length; start += ctx.batchSize) {
    const batch = todo.slice(start, start + ctx.batchSize);
    const updates: ResourceUpdate[] = [];
    const people: PersonRecord[] = [];
    const committees: CommitteeRecord[] = [];
    await Promise.all(
      batch.map(async (code) => {
        const resource = resourceOf(code);
        const stored = known.get(resource);
        const url = `${ctx.baseUrl}${kind === 'members' ? paths.member(code) : paths.committee(code)}`;
        const answer = await ctx.client.getJson(url, stored);
        if (answer.kind === 'missing') return;
        if (answer.kind === 'not-modified') return void updates.push({ resource });
        const print = fingerprint(answer.text);
        updates.push({ resource, validators: answer.validators, fingerprint: print });
        if (print === stored?.fingerprint) return;
        if (kind === 'members') {
          const person = personFromMember(answer.body, court);
          if (person) people.push(person);
        } else {
          const committee = committeeFromResponse(answer.body);
          if (committee) committees.push(committee);
        }
      }),
    );
    ctx.progress.people += people.length;
    ctx.progress.committees += committees.length;
    await ctx.commit({
      write: async (trx, state) => {
        if (people.length > 0) await writeMembers(trx, state, people, ctx);
        if (committees.length > 0) await writeCommittees(trx, state, committees, ctx);
      },
      resources: updates,
      checkpoint: { phase: kind, court },
    });
  }
}
