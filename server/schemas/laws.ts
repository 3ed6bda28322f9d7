import { Type, type Static } from 'typebox';
import { BillSummary, Nullable } from './bills.js';

/** Chapters per page of the laws browser. */
export const LAWS_PAGE_SIZE = 100;

/** A session's name in its state: '2025-2026', or an annual '2026' or a special '2026S1' elsewhere. */
const SessionName = Type.String({
  pattern: '^[0-9A-Za-z][0-9A-Za-z -]{0,39}$',
  description: 'e.g. 2025-2026',
});

export const LawsQuery = Type.Object({
  session: Type.Optional(SessionName),
  page: Type.Integer({
    minimum: 1,
    maximum: 1000,
    default: 1,
    description: 'page = chapters loaded / 100 + 1; an empty page ends the list',
  }),
});
export type LawsQuery = Static<typeof LawsQuery>;

/**
 * Chapters are numbered per calendar year and a session spans two, so 'Chapter 12' alone is ambiguous:
 * a chapter is named by kind, year and number, e.g. acts-2025-12 for Chapter 12 of the Acts of 2025.
 */
export const LawParams = Type.Object({
  session: SessionName,
  chapter: Type.String({
    pattern: '^(acts|resolves)-\\d{4}-\\d{1,5}$',
    description: 'e.g. acts-2025-12 for Chapter 12 of the Acts of 2025',
  }),
});
export type LawParams = Static<typeof LawParams>;

export const LawSession = Type.Object({
  name: Type.String(),
  is_current: Type.Boolean(),
  law_count: Type.Integer(),
  /**
   * False when the source gives none of the session's bill histories, where laws are read from: its
   * laws are then unknown, not zero (the Open States export of the 194th Massachusetts session).
   */
  laws_known: Type.Boolean(),
});
export type LawSession = Static<typeof LawSession>;

/** A chapter of session law and the bill that enacted it. */
export const LawChapter = Type.Object({
  /** As published, e.g. 'Chapter 12 of the Acts of 2025'. */
  chapter: Type.String(),
  chapter_number: Nullable(Type.Integer()),
  year: Nullable(Type.Integer()),
  /** acts-2025-12; null (and no page) for a session law we cannot parse. */
  slug: Nullable(Type.String()),
  url: Nullable(Type.String()),
  bill: BillSummary,
});
export type LawChapter = Static<typeof LawChapter>;

export const LawsPage = Type.Object({
  sessions: Type.Array(LawSession),
  /** The session listed; null when the database has no sessions. */
  session: Nullable(Type.String()),
  /** Chapters of the session in all pages. */
  total: Type.Integer(),
  data: Type.Array(LawChapter),
});
export type LawsPage = Static<typeof LawsPage>;

export const LawDetail = Type.Evaluate(
  Type.Intersect([
    LawChapter,
    Type.Object({
      session: Type.String(),
      /** Day the Governor signed it, when the history records it. */
      signed_date: Nullable(Type.String()),
      /** The enacting bill's summary, sanitized HTML. */
      description: Nullable(Type.String()),
    }),
  ]),
);
export type LawDetail = Static<typeof LawDetail>;
