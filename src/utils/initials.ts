/** 'Jane Q. Doe' → 'JD'; one word → its first letter. Used by placeholder avatars. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const first = words[0]?.match(/\p{L}/u)?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.match(/\p{L}/u)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
