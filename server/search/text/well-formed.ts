// String.prototype.isWellFormed and toWellFormed: in Node 20 (ES2024), not in our TypeScript lib yet.
// A well-formed string has no lone surrogate (half of a UTF-16 pair), the one thing UTF-8 and
// encodeURIComponent cannot encode.
interface Es2024String {
  isWellFormed(): boolean;
  toWellFormed(): string;
}

export const isWellFormed = (text: string): boolean => (text as unknown as Es2024String).isWellFormed();

/** Lone surrogates replaced by U+FFFD. */
export const toWellFormed = (text: string): string => (text as unknown as Es2024String).toWellFormed();
