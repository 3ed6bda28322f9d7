import { describe, expect, it } from 'vitest';
import { foldText, isAscii } from './fold.js';

describe('foldText', () => {
  it('lower-cases ASCII without other changes', () => {
    expect(foldText('Education REFORM 2024')).toBe('education reform 2024');
    expect(foldText("O'Brien")).toBe("o'brien");
  });

  it('strips accents, precomposed or combining', () => {
    expect(foldText('Élise Müller-Šimić')).toBe('elise muller-simic');
    expect(foldText('Cafe\u0301')).toBe('cafe');
    expect(foldText('NIÑO')).toBe('nino');
  });

  it('folds letters that have no decomposition', () => {
    expect(foldText('Straße')).toBe('strasse');
    expect(foldText('STRAẞE')).toBe('strasse');
    expect(foldText('Æsir Œuvre Ørsted Łódź Đorđe')).toBe('aesir oeuvre orsted lodz dorde');
  });

  it('folds compatibility forms and the Turkish capital I', () => {
    expect(foldText('ﬁle Ｈ１２')).toBe('file h12');
    expect(foldText('İstanbul')).toBe('istanbul');
  });

  it('turns curly apostrophes and quotes into straight ones', () => {
    expect(foldText('Don’t ‘quote’ “me”')).toBe("don't 'quote' \"me\"");
  });

  it('keeps the length of ASCII text and detects ASCII', () => {
    expect(isAscii('plain text 123')).toBe(true);
    expect(isAscii('naïve')).toBe(false);
  });
});
