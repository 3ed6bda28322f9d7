// The modal preview's HTML (spec §7 /api/news/{id}/intro and /headline). Stored text is data, never markup:
// every character that could open a tag, an attribute or an entity is escaped, and the only elements are
// the ones written here.

import { safeWebUrl } from '../../../lib/urls.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** The article's intro as paragraphs; without one, the first paragraph of its text. Empty when neither exists. */
export function introHtml(intro: string | null, fullText: string | null): string {
  const source = intro?.trim() || fullText?.trim().split(/\n\s*\n/)[0] || '';
  return source
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');
}

/** The headline, linking to the article at its outlet when its address is a web link. */
export function headlineHtml(headline: string, externalUrl: string): string {
  const href = safeWebUrl(externalUrl);
  const text = escapeHtml(headline);
  return href ? `<a href="${escapeHtml(href)}" rel="noopener noreferrer">${text}</a>` : text;
}
