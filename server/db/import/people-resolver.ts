// Who a bill or vote names: an Open States person id resolves to the legislator imported under it; a
// member code or a name resolves through the legislator matcher (legislator-matcher.ts). Loaded once per
// run, for one state.
import type { Db } from '../database.js';
import { LegislatorMatcher } from './legislator-matcher.js';
import type { PersonRef } from './records.js';

export class PeopleResolver {
  private constructor(
    private readonly personIds: Map<string, number>,
    private readonly matcher: LegislatorMatcher,
  ) {}

  static async load(trx: Db, jurisdictionId: number): Promise<PeopleResolver> {
    const rows = await trx
      .selectFrom('legislators')
      .select(['id', 'external_id'])
      .where('jurisdiction_id', '=', jurisdictionId)
      .execute();
    const byPersonId = new Map(rows.map((row) => [row.external_id, row.id]));
    return new PeopleResolver(byPersonId, await LegislatorMatcher.load(trx, jurisdictionId));
  }

  /** The legislator imported under an Open States person id. */
  byPersonId(personId: string): number | undefined {
    return this.personIds.get(personId);
  }

  /** The legislator a person is, or null (committees, officials, citizens and names that match no one). */
  resolve(person: PersonRef): number | null {
    if (!person.isLegislator) return null;
    const byId = person.personId ? this.personIds.get(person.personId) : undefined;
    return byId ?? this.matcher.match({ code: person.code ?? null, name: person.name });
  }
}
