import type { Db } from '../database.js';
import type { Chamber, MeetingDocumentKind } from '../types.js';
import { billReferenceColumns, inBillNumberOrder } from './bill-queries.js';
import { paged, type Page } from './paging.js';
import { inRequestState } from './request-state.js';

const TESTIMONY_KINDS: MeetingDocumentKind[] = ['oral_testimony', 'written_testimony'];

/** Meetings as `m` with their committee's name: the meeting lists and pages and the agenda start here. */
export function selectMeetingsWithCommittee(db: Db) {
  return db
    .selectFrom('meetings as m')
    .leftJoin('committees as c', 'c.id', 'm.committee_id')
    .select([
      'm.id',
      'm.jurisdiction_id',
      'm.meeting_type',
      'm.chamber',
      'm.committee_id',
      'm.title',
      'm.meeting_date',
      'm.meeting_time',
      'm.location',
      'c.name as committee_name',
    ]);
}

export function meetingsRepository(db: Db) {
  // One row per meeting with its committee and document counts (correlated counts use the
  // meeting_documents (meeting_id, kind) index, so a page costs a few index probes per row).
  const withCounts = () =>
    selectMeetingsWithCommittee(db).select((eb) => [
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
    async withDocumentsOf(kind: MeetingDocumentKind, page: Page) {
      return withCounts()
        .$call(inRequestState('m.jurisdiction_id'))
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
        .$call(paged(page))
        .execute();
    },

    /** A chamber's formal sessions held on or before `today` (ISO day), most recent first. */
    async formalSessions(chamber: Chamber, today: string, page: Page) {
      return withCounts()
        .$call(inRequestState('m.jurisdiction_id'))
        .where('m.meeting_type', '=', 'formal_session')
        .where('m.chamber', '=', chamber)
        .where('m.meeting_date', '<=', today)
        .orderBy('m.meeting_date', 'desc')
        .orderBy('m.id', 'desc')
        .$call(paged(page))
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
        .select([...billReferenceColumns, 'b.title', 'b.short_title'])
        .where('mb.meeting_id', '=', meetingId)
        .$call(inBillNumberOrder)
        .execute();
    },
  };
}

export type MeetingRow = NonNullable<Awaited<ReturnType<ReturnType<typeof meetingsRepository>['findById']>>>;
export type DocumentRow = Awaited<ReturnType<ReturnType<typeof meetingsRepository>['documentsOf']>>[number];
