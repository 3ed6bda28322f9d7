// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findPassage, passageHash, readPassageHash } from './passage-anchor';

const section = 'SECTION 1. The department shall publish guidance.\n(b) It shall report\n  every year.';

describe('passage anchors', () => {
  it('are made of the first 100 characters, encoded, and read back', () => {
    const passage = `${'word '.repeat(30)}tail`;
    const hash = passageHash(passage);
    expect(hash).toBe(`#search-for=${encodeURIComponent(passage.slice(0, 100))}`);
    expect(readPassageHash(hash)).toBe(passage.slice(0, 100).trim());
  });

  it('never split a character made of two code units', () => {
    const passage = `${'a'.repeat(99)}😀 more`;
    expect(() => decodeURIComponent(passageHash(passage))).not.toThrow();
    expect(readPassageHash(passageHash(passage))).toBe(`${'a'.repeat(99)}😀`);
  });

  it('ignore other hashes and anchors nobody made', () => {
    expect(readPassageHash('')).toBeNull();
    expect(readPassageHash('#section-3')).toBeNull();
    expect(readPassageHash('#search-for=')).toBeNull();
    expect(readPassageHash(`#search-for=${'x'.repeat(1001)}`)).toBeNull();
    // A broken escape is read as best it can be, never thrown on.
    expect(readPassageHash('#search-for=%E0%A4%A')).toBe('\uFFFD%A');
  });

  it('find the passage whatever its case and line breaks', () => {
    const found = findPassage(section, 'it SHALL report every year.');
    expect(found).not.toBeNull();
    expect(section.slice(found!.start, found!.end)).toBe('It shall report\n  every year.');
    const start = section.indexOf('(b) It');
    expect(findPassage(section, '(b) It')).toEqual({ start, end: start + 6 });
    expect(findPassage(section, 'the commission shall')).toBeNull();
    // The anchor's last word cut short: marked to the word's end.
    const cut = findPassage(section, 'The department shall pub');
    expect(section.slice(cut!.start, cut!.end)).toBe('The department shall publish');
    expect(findPassage(section, '   ')).toBeNull();
  });
});
