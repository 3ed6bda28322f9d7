import { Type, type Static } from 'typebox';

/** The lazily loaded tabs of a bill search hit (spec §2, §7): GET /api/bills/getSearchResults{Tab}/{id}. */
export const BILL_SEARCH_RESULT_TABS = ['History', 'Ppt', 'Citations', 'Categories'] as const;
export type BillSearchResultTab = (typeof BILL_SEARCH_RESULT_TABS)[number];

/**
 * An HTML fragment placed as is in its tab (spec §7). All database text in it is escaped; the only markup
 * is p, ol, ul, li, br, time and in-app links (a href="/app/bill/{id}").
 */
export const BillSearchResultHtml = Type.String({
  contentMediaType: 'text/html',
  description:
    'History: the actions, newest first. Ppt (P.P.T., "prior proposals and twins"): bills with the same ' +
    'title in any session (how a refiled bill is recognised), newest session first, each with its ' +
    'session, sponsor and outcome, up to 25. Citations: statutes the bill amends. Categories: its subjects.',
});
export type BillSearchResultHtml = Static<typeof BillSearchResultHtml>;
