import { describe, expect, it } from 'vitest';
import { tokenize } from '../search/text/tokenize.js';
import type { PageBill } from './result-set.js';
import { pageBill } from './testing/result-set-fixtures.js';
import { STOP_WORDS } from './stop-words.js';
import { recurringThemes, type CorpusFrequencies } from './themes.js';

/** Passages of other bills: the corpus the matching ones are weighed against. */
const OTHER_PASSAGES = [
  'The department shall report to the clerk not later than June 30.',
  'The commissioner may adopt regulations relative to licensing.',
  'Any person who violates this section shall be punished by a fine.',
  'The secretary of the commonwealth shall publish the notice.',
  'Funds appropriated shall be expended not later than the end of the fiscal year.',
  'The board shall meet at least quarterly and keep minutes.',
  'Each municipality may accept this section by vote of its legislative body.',
  'The treasurer shall deposit the proceeds in the general fund.',
];

/** Document frequencies over the matching passages and `others`, as the engine's bill_text index counts them. */
function corpusOf(bills: readonly PageBill[], others = OTHER_PASSAGES): CorpusFrequencies {
  const passages = [...bills.flatMap((bill) => bill.passages.map((p) => p.text)), ...others].map(
    (text) => new Set(tokenize(text, { billNumbers: false }).map((token) => token.term)),
  );
  return {
    passages: passages.length,
    frequency: (term) => passages.filter((terms) => terms.has(term)).length,
  };
}

const themesOf = (bills: PageBill[], query: string, others?: string[]) =>
  recurringThemes(bills, query, corpusOf(bills, others));

describe('recurring themes of the matching passages', () => {
  it('counts the bills mentioning each term, leaving out stop words, drafting words and the query', () => {
    const themes = themesOf(
      [
        pageBill(1, { texts: ['The ferries shall stop at the harbor terminal.', 'Harbor fees apply.'] }),
        pageBill(2, { texts: ['Every ferry shall use the harbor terminal.'] }),
        pageBill(3, { texts: ['Section 2 of chapter 90 is amended by striking the harbor.'] }),
      ],
      'ferry',
    );
    expect(themes).toEqual([
      { phrase: 'harbor', bills: 3, passages: 4 },
      { phrase: 'harbor terminal', bills: 2, passages: 2 },
    ]);
  });

  it('names a phrase rather than its words when they recur as often together', () => {
    const themes = themesOf(
      [
        pageBill(1, { texts: ['Grants for nonprofit organizations.'] }),
        pageBill(2, { texts: ['Funding for Nonprofit Organizations and towns.'] }),
      ],
      'grants',
    );
    expect(themes.map((theme) => theme.phrase)).toEqual(['nonprofit organizations']);
  });

  it("within a single bill, recurs across that bill's passages", () => {
    const themes = themesOf(
      [
        pageBill(1, {
          texts: ['Island residents ride free.', 'Residents of the island pay half.', 'Other.'],
        }),
      ],
      'ride',
    );
    expect(themes.map((theme) => [theme.phrase, theme.passages])).toEqual([
      ['island', 2],
      ['residents', 2],
    ]);
  });

  it('finds nothing in passages that share no term', () => {
    expect(themesOf([pageBill(1, { texts: ['Apples.'] }), pageBill(2, { texts: ['Pears.'] })], 'x')).toEqual(
      [],
    );
  });

  it('leaves out legislative boilerplate and words as common in the corpus as in the matching passages', () => {
    // Issue 20: "Recurring themes: later: in 23 bills". Every bill here says "not later than", "relative
    // to" and "the commonwealth", and so does much of the corpus.
    const bills = [1, 2, 3, 4].map((id) =>
      pageBill(id, {
        texts: [
          `An Act relative to water supply ${id}: the desalination plant shall report to the clerk of ` +
            'the commonwealth not later than December 31 of each fiscal year under chapter 21E.',
        ],
      }),
    );
    const others = [
      ...OTHER_PASSAGES,
      ...OTHER_PASSAGES.map((text) => `${text} The clerk shall keep it for the fiscal year.`),
    ];
    const phrases = themesOf(bills, 'water', others).map((theme) => theme.phrase);
    expect(phrases).toContain('desalination plant');
    const boilerplate = ['act', 'relative', 'later', 'section', 'commonwealth', 'shall', 'than'];
    for (const word of boilerplate) {
      expect(STOP_WORDS.has(word), word).toBe(true);
      expect(
        phrases.some((phrase) => phrase.split(' ').includes(word)),
        word,
      ).toBe(false);
    }
    // "clerk" and "fiscal" recur in every bill but are in most other passages too: not distinctive.
    expect(phrases).not.toContain('clerk');
    expect(phrases).not.toContain('fiscal');
    // A chapter cited by every bill is a citation, not a theme.
    expect(phrases.some((phrase) => /\d/.test(phrase))).toBe(false);
  });
});
