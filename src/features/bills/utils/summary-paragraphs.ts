const BLOCK_TAGS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BR',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TR',
  'UL',
]);
const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'OBJECT', 'SVG']);
const BREAK = '\u2029'; // paragraph separator: cannot be confused with text whitespace

function collectText(node: Node, out: string[]): void {
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      out.push(child.textContent ?? '');
    } else if (child instanceof Element && !SKIPPED_TAGS.has(child.tagName)) {
      const isBlock = BLOCK_TAGS.has(child.tagName);
      if (isBlock) out.push(BREAK);
      collectText(child, out);
      if (isBlock) out.push(BREAK);
    }
  }
}

/**
 * The bill summary arrives as HTML; we show it as plain paragraphs instead of injecting markup.
 * DOMParser builds an inert document (no scripts run, no images load) and only text is kept.
 */
export function summaryParagraphs(html: string): string[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const parts: string[] = [];
  collectText(document.body, parts);
  return parts
    .join('')
    .split(BREAK)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
