import type { BaseHit, Hit } from 'instantsearch.js';
import { Highlight, Snippet } from 'react-instantsearch';

interface HitTextProps {
  hit: Hit<BaseHit>;
  attribute: string;
}

/** An attribute with its matches in <mark>, or as stored when the engine sent no highlight for it. */
export function HitHighlight({ hit, attribute }: HitTextProps) {
  if (hit._highlightResult?.[attribute]) return <Highlight hit={hit} attribute={attribute} />;
  return <>{String(hit[attribute] ?? '')}</>;
}

/** The passage of a long attribute around the matches (the index's attributesToSnippet), or nothing. */
export function HitSnippet({ hit, attribute }: HitTextProps) {
  if (!hit._snippetResult?.[attribute]) return null;
  return <Snippet hit={hit} attribute={attribute} />;
}
