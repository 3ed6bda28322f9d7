import { describe, expect, it } from 'vitest';
import { pageBill } from './testing/result-set-fixtures.js';
import { recurringThemes } from './themes.js';

describe('recurring themes of the matching passages', () => {
  it('counts the bills mentioning each term, leaving out stop words, drafting words and the query', () => {
    const themes = recurringThemes(
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
    const themes = recurringThemes(
      [
        pageBill(1, { texts: ['Grants for nonprofit organizations.'] }),
        pageBill(2, { texts: ['Funding for Nonprofit Organizations and towns.'] }),
      ],
      'grants',
    );
    expect(themes.map((theme) => theme.phrase)).toEqual(['nonprofit organizations']);
  });

  it("within a single bill, recurs across that bill's passages", () => {
    const themes = recurringThemes(
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
    expect(
      recurringThemes([pageBill(1, { texts: ['Apples.'] }), pageBill(2, { texts: ['Pears.'] })], 'x'),
    ).toEqual([]);
  });
});
