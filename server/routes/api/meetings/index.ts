import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, IdParams } from '../../../schemas/common.js';
import {
  MEETINGS_PAGE_SIZE,
  MeetingDetail,
  MeetingListParams,
  MeetingListQuery,
  MeetingPage,
  meetingChambersByDisplay,
  type MeetingChamber,
} from '../../../schemas/meetings.js';
import type { MeetingDocumentKind } from '../../../db/types.js';
import { errorBody } from '../../../plugins/errors.js';
import { safeWebUrl } from '../../../lib/urls.js';
import { presentBillLink } from '../bills/present-bill.js';
import { presentMeeting } from './present-meeting.js';

/**
 * Hearing and session records change a few times a day; a minute of browser reuse (the client's stale
 * time) spares a phone the round trip on a reload, and the ETag keeps revalidation cheap after it.
 * `private`: the session may refresh its cookie on any response, and no shared cache may replay that.
 */
const MEETINGS_CACHE_CONTROL = 'private, max-age=60';

/** The documents each list is about: the rows carry the latest one (spec §3 filename, file_path, author). */
const LISTED_DOCUMENTS: Record<MeetingChamber, MeetingDocumentKind> = {
  oral: 'oral_testimony',
  written: 'written_testimony',
  house: 'floor_debate',
  senate: 'floor_debate',
};

const meetingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/meetings/:display',
    {
      schema: {
        summary:
          'Hearings with oral or written testimony, or a chamber’s formal sessions (Floor Debate), most recent first, 20 a page (spec §7)',
        params: MeetingListParams,
        querystring: MeetingListQuery,
        response: { 200: MeetingPage, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { display } = request.params;
      const allowed: readonly MeetingChamber[] = meetingChambersByDisplay[display];
      const chamber = request.query.chamber ?? meetingChambersByDisplay[display][0];
      if (!allowed.includes(chamber)) {
        return reply
          .status(400)
          .send(
            errorBody(
              400,
              `querystring.chamber must be one of: ${allowed.join(', ')} (for display ${display})`,
            ),
          );
      }
      const page = { limit: MEETINGS_PAGE_SIZE, offset: (request.query.page - 1) * MEETINGS_PAGE_SIZE };
      const { meetings } = app.repos;
      // Once the pair is valid, house and senate can only mean formal sessions.
      const rows =
        chamber === 'house' || chamber === 'senate'
          ? await meetings.formalSessions(chamber, app.clock.today(), page)
          : await meetings.withDocumentsOf(LISTED_DOCUMENTS[chamber], page);
      const latest = await meetings.latestDocuments(
        rows.map((row) => row.id),
        LISTED_DOCUMENTS[chamber],
      );
      reply.header('cache-control', MEETINGS_CACHE_CONTROL);
      return { data: rows.map((row) => presentMeeting(row, latest.get(row.id))) };
    },
  );

  app.get(
    '/api/meeting/:id',
    {
      schema: {
        summary: 'A hearing or formal session with its testimony, floor-debate recordings and bills',
        params: IdParams,
        response: { 200: MeetingDetail, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { meetings } = app.repos;
      const row = await meetings.findById(request.params.id);
      if (!row) return reply.status(404).send(errorBody(404, `No meeting with id ${request.params.id}`));
      const [documents, bills] = await Promise.all([meetings.documentsOf(row.id), meetings.billsOf(row.id)]);
      reply.header('cache-control', MEETINGS_CACHE_CONTROL);
      return {
        ...presentMeeting(row),
        state: await app.stateCodeOf(row.jurisdiction_id),
        documents: documents.map(({ meeting_id: _meetingId, ...document }) => ({
          ...document,
          file_path: safeWebUrl(document.file_path),
        })),
        bills: bills.map(presentBillLink),
      };
    },
  );
};

export default meetingRoutes;
