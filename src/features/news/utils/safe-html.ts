// The preview HTML arrives from our API already escaped, but the client does not trust markup either: it is
// parsed into an inert document (DOMParser runs no script and loads nothing) and only the few elements below
// survive, rebuilt as React elements. No HTML string ever reaches the DOM.

export type SafeNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; tag: 'p' | 'strong' | 'em' | 'br'; children: SafeNode[] }
  | { kind: 'link'; href: string; children: SafeNode[] };

const ELEMENTS: Record<string, 'p' | 'strong' | 'em' | 'br'> = {
  P: 'p',
  STRONG: 'strong',
  B: 'strong',
  EM: 'em',
  I: 'em',
  BR: 'br',
};
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'MATH',
]);

/** An http(s) address, or null: `javascript:` and `data:` links could run code in our origin. */
export function webHref(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function convert(nodes: NodeListOf<ChildNode>): SafeNode[] {
  const out: SafeNode[] = [];
  for (const node of nodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.textContent) out.push({ kind: 'text', text: node.textContent });
      continue;
    }
    if (!(node instanceof Element) || DROPPED.has(node.tagName)) continue;
    const children = convert(node.childNodes);
    const href = node.tagName === 'A' ? webHref(node.getAttribute('href')) : null;
    const tag = ELEMENTS[node.tagName];
    if (href) out.push({ kind: 'link', href, children });
    else if (tag) out.push({ kind: 'element', tag, children });
    else out.push(...children); // unknown element: keep its text, lose the element and its attributes
  }
  return out;
}

export function parseSafeHtml(html: string): SafeNode[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return convert(document.body.childNodes);
}
