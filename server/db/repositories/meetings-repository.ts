import type { Db } from '../database.js';
import type { Chamber, MeetingDocumentKind } from '../types.js';

const TESTIMONY_KINDS: MeetingDocumentKind[] = ['oral_testimony', 'written_testimony'];

export interface Page {
  limit: number;
  offset: number;
}

export function meetingsRepository(db: Db) {
  // One row per meeting with its committee and document counts (correlated counts use the
  // meeting_documents (meeting_id, kind) index, so a page costs a few index probes per row).
  const withCounts = () =>
    db
      .selectFrom('meetings as m')
      .leftJoin('committees as c', 'c.id', 'm.committee_id')
      .select([
        'm.id',
        'm.meeting_type',
        'm.chamber',
        'm.committee_id',
        'm.title',
        'm.meeting_date',
        'm.meeting_time',
        'm.location',
        'c.name as committee_name',
      ])
      .select((eb) => [
        eb
          .selectFrom('meeting_documents as d')
          .whereRef('d.meeting_id', '=', 'm.id')
          .where('d.kind', 'in', TESTIMONY_KINDS)
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .as('testimony_count'),
        eb
          .selectFrom('meeting_documents as d')
          .whereRef('d.meeting_id', '=', 'm.id')
          .where('d.kind', '=', 'floor_debate')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .as('floor_debate_count'),
      ]);

  const documents = () =>
    db
      .selectFrom('meeting_documents')
      .select(['id', 'meeting_id', 'kind', 'title', 'author', 'file_name', 'file_path', 'file_date']);

  return {
    /** Hearings with at least one document of `kind`, most recent first. */
    async withDocumentsOf(kind: MeetingDocumentKind, { limit, offset }: Page) {
      return withCounts()
        .where('m.meeting_type', '=', 'hearing')
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('meeting_documents as d')
              .select('d.id')
              .whereRef('d.meeting_id', '=', 'm.id')
              .where('d.kind', '=', kind),
          ),
        )
        .orderBy('m.meeting_date', 'desc')
        .orderBy('m.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** A chamber's formal sessions held on or before `today` (ISO day), most recent first. */
    async formalSessions(chamber: Chamber, today: string, { limit, offset }: Page) {
      return withCounts()
        .where('m.meeting_type', '=', 'formal_session')
        .where('m.chamber', '=', chamber)
        .where('m.meeting_date', '<=', today)
        .orderBy('m.meeting_date', 'desc')
        .orderBy('m.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** A committee's meetings from `today` on (soonest first) and before it (latest first). */
    async ofCommittee(committeeId: number, today: string, limit: number) {
      const ofThis = () => withCounts().where('m.committee_id', '=', committeeId);
      const [upcoming, past] = await Promise.all([
        ofThis()
          .where('m.meeting_date', '>=', today)
          .orderBy('m.meeting_date')
          .orderBy('m.id')
          .limit(limit)
          .execute(),
        ofThis()
          .where('m.meeting_date', '<', today)
          .orderBy('m.meeting_date', 'desc')
          .orderBy('m.id', 'desc')
          .limit(limit)
          .execute(),
      ]);
      return { upcoming, past };
    },

    async findById(id: number) {
      return withCounts().where('m.id', '=', id).executeTakeFirst();
    },

    /** Each meeting's newest document of `kind`, by meeting id (one query for a whole page). */
    async latestDocuments(meetingIds: readonly number[], kind: MeetingDocumentKind) {
      // `in ()` is not valid SQL, so an empty page asks nothing.
      const rows =
        meetingIds.length === 0
          ? []
          : await documents()
              .where('meeting_id', 'in', meetingIds)
              .where('kind', '=', kind)
              .orderBy('file_date', (ob) => ob.desc().nullsLast())
              .orderBy('id', 'desc')
              .execute();
      const latest = new Map<number, (typeof rows)[number]>();
      for (const row of rows) if (!latest.has(row.meeting_id)) latest.set(row.meeting_id, row);
      return latest;
    },

    /** Every document of a meeting: testimony in the order filed, recordings in part order. */
    async documentsOf(meetingId: number) {
      return documents().where('meeting_id', '=', meetingId).orderBy('kind').orderBy('id').execute();
    },

    async billsOf(meetingId: number) {
      return db
        .selectFrom('meeting_bills as mb')
        .innerJoin('bills as b', 'b.id', 'mb.bill_id')
        .select(['b.id', 'b.bill_type_number', 'b.title', 'b.short_title'])
        .where('mb.meeting_id', '=', meetingId)
        .orderBy('b.bill_type')
        .orderBy('b.bill_number')
        .execute();
    },
  };
}

export type MeetingRow = NonNullable<Awaited<ReturnType<ReturnType<typeof meetingsRepository>['findById']>>>;
export type DocumentRow = Awaited<ReturnType<ReturnType<typeof meetingsRepository>['documentsOf']>>[number];
