// Turns ranked documents into hits: retrieved attributes, `_highlightResult`, `_snippetResult`,
// `_rankingInfo`. Highlighting uses the tags the request asks for and never escapes HTML: InstantSearch
// escapes the value itself and then swaps its own tags for <mark>.
import { highlightTree } from '../text/highlight.js';
import { parseSnippetSpec, snippetTree } from '../text/snippet.js';
import type { QueryTermMatcher } from '../text/highlight.js';
import type {
  HighlightResult,
  HighlightTree,
  RankingInfo,
  SearchHit,
  SearchParams,
  SearchRecord,
  SnippetResult,
  SnippetTree,
} from '../types.js';
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
  const snippetSpecs = (params.attributesToSnippet ?? []).map(parseSnippetSpec);
  // '*' (or '*:20') snippets every attribute of the record the list does not name itself.
  const wildcard = snippetSpecs.find((spec) => spec.attribute === '*');
  const named = snippetSpecs.filter((spec) => spec.attribute !== '*');
  const snippetsOf = (record: SearchRecord) =>
    wildcard
      ? [
          ...named,
          ...Object.keys(record)
            .filter((key) => key !== 'objectID' && !named.some((spec) => spec.attribute === key))
            .map((attribute) => ({ attribute, words: wildcard.words })),
        ]
      : named;
  // https://www.algolia.com/doc/api-reference/api-parameters/restrictHighlightAndSnippetArrays: "only
  // items that at least partially matched are highlighted and snippeted".
  const restrictArrays = params.restrictHighlightAndSnippetArrays === true;
  const hidden = params.unretrievableAttributes as string[] | undefined;
  // Like Algolia, only retrieved attributes are highlighted or snippeted.
  const retrieved = params.attributesToRetrieve;
  const isRetrieved = (attribute: string) =>
    !retrieved || retrieved.includes('*') || retrieved.some((a) => a.split('.')[0] === attribute);

  return docs.map((doc) => {
    const record = data.records[doc]!;
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
      const tree = highlightTree(value, matchers, tags);
      highlight[attribute] = restrictArrays ? matchedItems(tree) : tree;
    }
    if (Object.keys(highlight).length > 0) hit._highlightResult = highlight;
    const snippet: Record<string, SnippetTree> = {};
    for (const { attribute, words } of snippetsOf(record)) {
      const value = record[attribute];
      if (value === undefined || value === null || hidden?.includes(attribute) || !isRetrieved(attribute))
        continue;
      const tree = snippetTree(value, matchers, words, tags, ellipsis);
      snippet[attribute] = restrictArrays ? matchedItems(tree) : tree;
    }
    if (Object.keys(snippet).length > 0) hit._snippetResult = snippet;
    const info = rankingInfo.get(doc);
    if (info) hit._rankingInfo = info;
    return hit;
  });
}

type Tree = HighlightTree | SnippetTree;

/** The tree with only the array items that matched (a nested item matched when any leaf in it did). */
function matchedItems<T extends Tree>(tree: T): T {
  if (Array.isArray(tree)) return (tree as Tree[]).filter(hasMatch).map(matchedItems) as T;
  if (isLeaf(tree)) return tree;
  const entries = Object.entries(tree as Record<string, Tree>).map(([key, branch]) => [
    key,
    matchedItems(branch),
  ]);
  return Object.fromEntries(entries) as T;
}

function hasMatch(tree: Tree): boolean {
  if (Array.isArray(tree)) return (tree as Tree[]).some(hasMatch);
  if (isLeaf(tree)) return tree.matchLevel !== 'none';
  return Object.values(tree as Record<string, Tree>).some(hasMatch);
}

function isLeaf(tree: Tree): tree is HighlightResult | SnippetResult {
  return typeof (tree as { matchLevel?: unknown }).matchLevel === 'string';
}
