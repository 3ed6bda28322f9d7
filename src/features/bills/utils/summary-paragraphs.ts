// The bill summary's paragraphs without a DOM: DOMParser exists only in the browser, and the server
// renders the bill page (issue 20) with the same paragraphs the browser then hydrates.

/** A comment, a declaration / processing instruction, or a tag (attributes may hold quoted '>'). Read
 * as server/routes/api/bills/sanitize-html.ts reads it (the app may not import the server's code). */
const MARKUP =
  /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)(?:"[^"]*"|'[^']*'|[^'">])*>?/g;

/** Tags that start or end a paragraph; every other tag only goes away, its text staying. */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);
/** Elements whose content is code or markup of its own, never text for the reader. */
const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math']);

/** A no-break space read as the space it separates words with, as white space is collapsed. */
const NO_BREAK_SPACE = /&(?:nbsp|#160|#x0*a0);/gi;

/** Text as HTML text: a `<` never starts a tag; well-formed entities stay for the page to decode. */
const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/**
 * The summary HTML's paragraphs, each as HTML text without a single tag (tags are dropped, with the
 * content of script-like elements, and every other `<` is escaped). Entities are left to the page's own
 * HTML parser, so server and browser render the same markup and read it the same way.
 */
export function summaryParagraphs(html: string): string[] {
  const paragraphs: string[] = [];
  let current = '';
  const endParagraph = () => {
    const paragraph = current.replace(NO_BREAK_SPACE, ' ').replace(/\s+/g, ' ').trim();
    if (paragraph) paragraphs.push(paragraph);
    current = '';
  };
  let cursor = 0;
  let skippingUntil: string | null = null;
  for (const match of html.matchAll(MARKUP)) {
    const [markup, closing, rawName] = match;
    const text = html.slice(cursor, match.index);
    cursor = match.index + markup.length;
    const tag = rawName?.toLowerCase();
    if (skippingUntil) {
      if (closing && tag === skippingUntil) skippingUntil = null;
      continue;
    }
    current += escapeText(text);
    if (!tag) continue; // comments and declarations vanish
    if (SKIPPED_TAGS.has(tag)) {
      if (!closing && !markup.endsWith('/>')) skippingUntil = tag;
    } else if (BLOCK_TAGS.has(tag)) endParagraph();
  }
  if (!skippingUntil) current += escapeText(html.slice(cursor));
  endParagraph();
  return paragraphs;
}
