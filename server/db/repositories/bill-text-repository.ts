import type { Db } from '../database.js';

/** A bill's words: the sections of its text and the amendments filed to it. */
export function billTextRepository(db: Db) {
  return {
    /** The sections of the bill's latest text version, in order; `version` is null when none is published. */
    async latestSectionsOf(billId: number, limit: number) {
      const text = await db
        .selectFrom('bill_texts')
        .select(['id', 'version'])
        .where('bill_id', '=', billId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!text) return { version: null, sections: [] };
      const sections = await db
        .selectFrom('bill_text_sections')
        .select(['id', 'heading', 'body'])
        .where('bill_text_id', '=', text.id)
        .orderBy('position')
        .orderBy('id')
        .limit(limit)
        .execute();
      return { version: text.version, sections };
    },

    /** One section with its bill, version and the ids of the sections before and after it. */
    async sectionById(id: number) {
      const section = await db
        .selectFrom('bill_text_sections as ts')
        .innerJoin('bill_texts as t', 't.id', 'ts.bill_text_id')
        .select([
          'ts.id',
          'ts.bill_text_id',
          'ts.position',
          'ts.heading',
          'ts.body',
          't.version',
          't.bill_id',
        ])
        .where('ts.id', '=', id)
        .executeTakeFirst();
      if (!section) return undefined;
      const neighbour = (direction: 'previous' | 'next') =>
        db
          .selectFrom('bill_text_sections')
          .select('id')
          .where('bill_text_id', '=', section.bill_text_id)
          .where('position', direction === 'previous' ? '<' : '>', section.position)
          .orderBy('position', direction === 'previous' ? 'desc' : 'asc')
          .executeTakeFirst();
      const [previous, next] = await Promise.all([neighbour('previous'), neighbour('next')]);
      return { ...section, previous_id: previous?.id ?? null, next_id: next?.id ?? null };
    },

    /** The bill's amendments (or the one numbered `amendmentNumber`) in number order, with sponsors. */
    async amendmentsOf(billId: number, amendmentNumber?: string) {
      let query = db
        .selectFrom('amendments as a')
        .leftJoin('legislators as l', 'l.id', 'a.sponsor_id')
        .select([
          'a.id',
          'a.bill_id',
          'a.amendment_number',
          'a.title',
          'a.amendment_text',
          'a.status',
          'a.filed_date',
          'a.pdf_file_name',
          'l.id as sponsor_id',
          'l.short_full_name as sponsor_short_full_name',
        ])
        .where('a.bill_id', '=', billId);
      if (amendmentNumber !== undefined) query = query.where('a.amendment_number', '=', amendmentNumber);
      const rows = await query.orderBy('a.id').execute();
      // Numbers are text ('3', '3.1', 'A'); compare them as people read them, not as strings.
      const collator = new Intl.Collator('en', { numeric: true });
      return rows.sort((a, b) => collator.compare(a.amendment_number, b.amendment_number) || a.id - b.id);
    },
  };
}
