import { Type, type Static } from 'typebox';
import { Id, StringEnum } from './common.js';
import { LinkedBill, PressReleaseListItem } from './press.js';

export const NEWS_PAGE_SIZE = 20; // spec §9 page size
/** Latest items on the news summary card: enough to fill its 320 px panel twice over (spec §9). */
export const NEWS_SUMMARY_LIMIT = 20;
/** Items per category in the accordion; the category's own list page has the rest. */
export const NEWS_PER_CATEGORY = 5;

const CHAMBER_FILTER_DESCRIPTION =
  "An item belongs to the chamber whose action it reports (its stored `chamber`: the bill's chamber, or the " +
  'chamber that voted); statewide items with no chamber (leadership, budget, week-ahead news) appear under both.';

export const NewsChamberQuery = Type.Object({
  chamber: StringEnum(['house', 'senate'] as const, {
    default: 'house',
    description: CHAMBER_FILTER_DESCRIPTION,
  }),
});
export type NewsChamberQuery = Static<typeof NewsChamberQuery>;
export type NewsChamber = NewsChamberQuery['chamber'];

export const NewsCategory = Type.Object({ id: Type.Integer(), category_name: Type.String() });
export type NewsCategory = Static<typeof NewsCategory>;

/** Spec §3 News item; `kind` lets a mixed list tell articles from press releases. */
export const NewsItem = Type.Object({
  kind: Type.Literal('news'),
  id: Type.Integer(),
  external_url: Type.String(),
  headline: Type.String(),
  /** Plain text (not HTML); the modal preview gets escaped HTML from /api/news/{id}/intro. */
  intro: Type.Union([Type.String(), Type.Null()]),
  /** YYYY-MM-DD */
  display_date: Type.String(),
  /** e.g. 'Mar 15, 2026' */
  display_date_formatted: Type.String(),
  source_name: Type.String(),
  chamber: Type.Union([StringEnum(['house', 'senate'] as const), Type.Null()]),
  category: Type.Union([NewsCategory, Type.Null()]),
  bills: Type.Array(LinkedBill),
});
export type NewsItem = Static<typeof NewsItem>;

export const NewsDay = Type.Object({
  display_date: Type.String(),
  display_date_formatted: Type.String(),
  items: Type.Array(NewsItem),
});
export type NewsDay = Static<typeof NewsDay>;

/** GET /api/news: the latest items grouped by day, newest first. */
export const NewsSummary = Type.Object({
  signed_in: Type.Boolean(),
  /** True only for a signed-in user who has chosen no categories: the card then explains how to add some. */
  no_categories_selected: Type.Boolean(),
  days: Type.Array(NewsDay),
});
export type NewsSummary = Static<typeof NewsSummary>;

/** GET /api/news/categorized: one group per category, by category name; uncategorised items are left out. */
export const CategorizedNews = Type.Array(
  Type.Object({ category: NewsCategory, items: Type.Array(NewsItem) }),
);
export type CategorizedNews = Static<typeof CategorizedNews>;

export const NewsCategoryList = Type.Array(NewsCategory);
export type NewsCategoryList = Static<typeof NewsCategoryList>;

export const NewsListQuery = Type.Object({
  display: StringEnum(['news', 'press'] as const, { description: 'articles (news) or press releases' }),
  page: Type.Integer({
    minimum: 1,
    maximum: 10_000,
    default: 1,
    description: 'page = items loaded / 20 + 1 (spec §7)',
  }),
  category: Type.Optional(Id({ description: 'a news category id; only with display=news' })),
});
export type NewsListQuery = Static<typeof NewsListQuery>;
export type NewsListDisplay = NewsListQuery['display'];

/** The spec's paged envelope: an empty `data` array ends the list. */
export const NewsListPage = Type.Object({
  data: Type.Union([Type.Array(NewsItem), Type.Array(PressReleaseListItem)]),
});
export type NewsListPage = Static<typeof NewsListPage>;

/**
 * The modal preview's markup. JSON rather than text/html so it shares the API's error shape and ETag
 * handling; every stored character is escaped, so the only elements are the ones the server writes
 * (`<p>` for the intro; one `<a href="http(s)://…" rel="noopener noreferrer">` for the headline).
 */
export const NewsHtml = Type.Object({ html: Type.String() });
export type NewsHtml = Static<typeof NewsHtml>;
