import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../../schemas/common.js';
import {
  LAWS_PAGE_SIZE,
  LawDetail,
  LawParams,
  LawsPage,
  LawsQuery,
  type LawChapter,
} from '../../../schemas/laws.js';
import { errorBody } from '../../../plugins/errors.js';
import { presentBill } from '../bills/present-bill.js';
import { sanitizeHtml } from '../bills/sanitize-html.js';
import { compareSessionLaws, parseSessionLaw, parseSlug, sessionLawText, slugOf } from './session-law.js';

type BillRow = Parameters<typeof presentBill>[0] & { session_law: string | null };

const lawUrl = (session: string, slug: string) => `/laws/${session}/${slug}`;
/** Enacted law does not change; five minutes of reuse spares phones a round trip. */
const LAWS_CACHE_CONTROL = 'public, max-age=300';

function presentChapter(session: string, row: BillRow): LawChapter {
  const chapter = row.session_law ?? '';
  const parsed = parseSessionLaw(chapter);
  const slug = parsed && slugOf(parsed);
  return {
    chapter,
    chapter_number: parsed?.chapter ?? null,
    year: parsed?.year ?? null,
    slug,
    url: slug && lawUrl(session, slug),
    bill: presentBill(row),
  };
}

/** The laws browser (spec §2 /laws): sessions, the chapters of one session, and one chapter. */
const lawRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/laws',
    {
      schema: {
        summary: `Sessions with their law counts, and ${LAWS_PAGE_SIZE} chapters a page of one session`,
        querystring: LawsQuery,
        response: { 200: LawsPage, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const sessions = await app.repos.laws.sessions();
      const session =
        request.query.session ?? (sessions.find((s) => s.is_current === 1) ?? sessions[0])?.name ?? null;
      if (session !== null && !sessions.some((s) => s.name === session)) {
        const known = sessions.map((s) => s.name).join(', ');
        return reply.status(400).send(errorBody(400, `querystring.session must be one of: ${known}`));
      }
      const rows = session === null ? [] : await app.repos.laws.lawsOf(session);
      rows.sort((a, b) => compareSessionLaws(a.session_law ?? '', b.session_law ?? '') || a.id - b.id);
      const start = (request.query.page - 1) * LAWS_PAGE_SIZE;
      reply.header('cache-control', LAWS_CACHE_CONTROL);
      return {
        sessions: sessions.map((s) => ({
          name: s.name,
          is_current: s.is_current === 1,
          law_count: s.law_count,
          laws_known: s.laws_known,
        })),
        session,
        total: rows.length,
        data:
          session === null
            ? []
            : rows.slice(start, start + LAWS_PAGE_SIZE).map((row) => presentChapter(session, row)),
      };
    },
  );

  app.get(
    '/api/laws/:session/:chapter',
    {
      schema: {
        summary: 'One chapter of session law with the bill that enacted it',
        params: LawParams,
        response: { 200: LawDetail, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { session, chapter } = request.params;
      const parsed = parseSlug(chapter);
      const row = parsed && (await app.repos.laws.findLaw(session, sessionLawText(parsed)));
      if (!row) return reply.status(404).send(errorBody(404, `No chapter ${chapter} in session ${session}`));
      const [signedDate, summary] = await Promise.all([
        app.repos.laws.signedDate(row.id),
        app.repos.bills.summaryOf(row.id),
      ]);
      reply.header('cache-control', LAWS_CACHE_CONTROL);
      return {
        ...presentChapter(session, row),
        session,
        signed_date: signedDate,
        description: summary === null ? null : sanitizeHtml(summary),
      };
    },
  );
};

export default lawRoutes;
