// Turns ranked documents into hits: retrieved attributes, `_highlightResult`, `_snippetResult`,
// `_rankingInfo`. Highlighting uses the tags the request asks for and never escapes HTML: InstantSearch
// escapes the value itself and then swaps its own tags for <mark>.
import { highlightTree } from '../text/highlight.js';
import { parseSnippetSpec, snippetTree } from '../text/snippet.js';
import type { QueryTermMatcher } from '../text/highlight.js';
import type { HighlightTree, RankingInfo, SearchHit, SearchParams, SnippetTree } from '../types.js';
import { pickAttributes } from './attribute-paths.js';
import type { IndexData } from './index-data.js';
import type { QueryResult } from './run-query.js';

/** The hits of a query's page. */
export function buildHits(data: IndexData, result: QueryResult, params: SearchParams): SearchHit[] {
  return buildHitsOf(data, result.pageDocs, result.plan.matchers, params, result.rankingInfo);
}

/** Documents as hits, highlighted and snippeted with the given query matchers. */
export function buildHitsOf(
  data: IndexData,
  docs: readonly number[],
  matchers: readonly QueryTermMatcher[],
  params: SearchParams,
  rankingInfo: ReadonlyMap<number, RankingInfo> = new Map(),
): SearchHit[] {
  const tags = { pre: params.highlightPreTag ?? '<em>', post: params.highlightPostTag ?? '</em>' };
  const ellipsis = params.snippetEllipsisText ?? '…';
  const topLevelSearchable = [...new Set(data.searchable.map((a) => a.path.split('.')[0]!))];
  const toHighlight = params.attributesToHighlight ?? topLevelSearchable;
  const snippets = (params.attributesToSnippet ?? []).map(parseSnippetSpec);
  const hidden = params.unretrievableAttributes as string[] | undefined;
  // Like Algolia, only retrieved attributes are highlighted or snippeted.
  const retrieved = params.attributesToRetrieve;
  const isRetrieved = (attribute: string) =>
    !retrieved || retrieved.includes('*') || retrieved.some((a) => a.split('.')[0] === attribute);

  return docs.map((doc) => {
    const record = data.docs[doc]!.record;
    const hit: SearchHit = {
      ...pickAttributes(record, params.attributesToRetrieve, hidden),
      objectID: record.objectID,
    };
    const highlight: Record<string, HighlightTree> = {};
    const attributes = toHighlight.includes('*')
      ? Object.keys(record).filter((k) => k !== 'objectID')
      : toHighlight;
    for (const attribute of attributes) {
      const value = record[attribute];
      if (value === undefined || value === null || hidden?.includes(attribute) || !isRetrieved(attribute))
        continue;
      highlight[attribute] = highlightTree(value, matchers, tags);
    }
    if (Object.keys(highlight).length > 0) hit._highlightResult = highlight;
    const snippet: Record<string, SnippetTree> = {};
    for (const { attribute, words } of snippets) {
      const value = record[attribute];
      if (value === undefined || value === null || hidden?.includes(attribute) || !isRetrieved(attribute))
        continue;
      snippet[attribute] = snippetTree(value, matchers, words, tags, ellipsis);
    }
    if (Object.keys(snippet).length > 0) hit._snippetResult = snippet;
    const info = rankingInfo.get(doc);
    if (info) hit._rankingInfo = info;
    return hit;
  });
}
