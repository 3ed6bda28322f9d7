// Massachusetts session laws read 'Chapter 12 of the Acts of 2025' (or '… of the Resolves of …').
// Chapters restart every calendar year, so a chapter is identified by kind, year and number.

export interface SessionLawName {
  kind: 'acts' | 'resolves';
  year: number;
  chapter: number;
}

const SESSION_LAW = /^Chapter\s+(\d{1,5})\s+of\s+the\s+(Acts|Resolves)\s+of\s+(\d{4})$/i;
const SLUG = /^(acts|resolves)-(\d{4})-(\d{1,5})$/;

export function parseSessionLaw(text: string): SessionLawName | null {
  const match = SESSION_LAW.exec(text.trim());
  if (!match) return null;
  return {
    kind: match[2]!.toLowerCase() as SessionLawName['kind'],
    year: Number(match[3]),
    chapter: Number(match[1]),
  };
}

export function parseSlug(slug: string): SessionLawName | null {
  const match = SLUG.exec(slug);
  if (!match) return null;
  return { kind: match[1] as SessionLawName['kind'], year: Number(match[2]), chapter: Number(match[3]) };
}

export const slugOf = (law: SessionLawName) => `${law.kind}-${law.year}-${law.chapter}`;

/** The published form, as stored in bills.session_law. */
export const sessionLawText = (law: SessionLawName) =>
  `Chapter ${law.chapter} of the ${law.kind === 'acts' ? 'Acts' : 'Resolves'} of ${law.year}`;

/** Statute-book order: by year, Acts before Resolves, then chapter; unparseable names last, by text. */
export function compareSessionLaws(a: string, b: string): number {
  const [left, right] = [parseSessionLaw(a), parseSessionLaw(b)];
  if (!left || !right) return Number(!left) - Number(!right) || a.localeCompare(b);
  return left.year - right.year || left.kind.localeCompare(right.kind) || left.chapter - right.chapter;
}
