// Summaries are HTML from imports we do not control. The client renders them as text, but the API promises
// HTML that is safe to inject anyway: an allow-list of formatting tags, no attributes (so no event handlers,
// styles or javascript: links), and the contents of script-like elements dropped entirely.

const ALLOWED_TAGS = new Set(['p', 'br', 'ul', 'ol', 'li', 'b', 'strong', 'i', 'em']);
const VOID_TAGS = new Set(['br']);
/** Elements whose content is code or markup of its own, never text for the reader. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'title',
  'xmp',
]);

// A comment, a declaration / processing instruction, or a tag (attributes may hold quoted '>').
const MARKUP =
  /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>?/g;

/** Text is escaped except well-formed entities, which are already escaped text. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export function sanitizeHtml(html: string): string {
  let out = '';
  let cursor = 0;
  let droppingUntil: string | null = null;
  for (const match of html.matchAll(MARKUP)) {
    const [markup, closing, rawName] = match;
    const text = html.slice(cursor, match.index);
    cursor = match.index + markup.length;
    if (droppingUntil) {
      if (closing && rawName?.toLowerCase() === droppingUntil) droppingUntil = null;
      continue;
    }
    out += escapeText(text);
    if (!rawName) continue; // comments and declarations vanish
    const name = rawName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !markup.endsWith('/>')) droppingUntil = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue; // other tags vanish, their text stays
    if (VOID_TAGS.has(name)) out += closing ? '' : `<${name}>`;
    else out += closing ? `</${name}>` : `<${name}>`;
  }
  if (!droppingUntil) out += escapeText(html.slice(cursor));
  return out;
}
