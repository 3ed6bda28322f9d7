import { screen } from '@testing-library/react';
import { useState } from 'react';
import type { BaseHit, Hit } from 'instantsearch.js';
import { describe, expect, it } from 'vitest';
import type { SearchPageConfig } from '../../../../../server/schemas/search-config';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import type { BillHit } from '../../utils/hit-types';
import { TabHit } from './tab-hits';

const config = {} as SearchPageConfig;

/** One answer's hit for H 12, its title highlighted where `word` matched. */
function answerFor(word: string): BillHit {
  const title = `H 12 An Act relative to ${word} (Rep. Vega)`;
  return {
    objectID: '12',
    id: 12,
    url: '/app/bill/12',
    session_id: 194,
    session_name: '194th (2025-2026)',
    bill_type_number: 'H 12',
    bill_name_sponsor: title,
    status_name: 'In committee',
    __position: 1,
    _highlightResult: {
      bill_name_sponsor: {
        value: title.replace(word, `<mark>${word}</mark>`),
        matchLevel: 'full',
        matchedWords: [word],
      },
    },
  } as BillHit;
}

/** The card for `first`, and a button that renders it again with `next` in its place. */
function Answers({ first, next }: { first: BillHit; next: BillHit }) {
  const [hit, setHit] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setHit(next)}>
        Next answer
      </button>
      <TabHit tab="bills" hit={hit as Hit<BaseHit>} config={config} />
    </>
  );
}

describe('a hit card (memoised)', () => {
  it("shows the next answer's record and highlighting for the same bill", async () => {
    const { user } = renderWithProviders(
      <Answers first={answerFor('libraries')} next={answerFor('schools')} />,
    );
    expect(screen.getByText('libraries', { selector: 'mark' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next answer' }));
    expect(screen.getByText('schools', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.queryByText('libraries')).not.toBeInTheDocument();
  });

  it('shows the same answer again as it was, from a new hit object InstantSearch made of it', async () => {
    const first = answerFor('libraries');
    // InstantSearch's renders hand out copies of the answer's hits (spread, with __position).
    const { user } = renderWithProviders(<Answers first={first} next={{ ...first, __position: 1 }} />);
    await user.click(screen.getByRole('button', { name: 'Next answer' }));
    expect(screen.getByRole('link', { name: /^H 12 An Act/ })).toHaveAttribute('href', '/app/bill/12');
    expect(screen.getByText('libraries', { selector: 'mark' })).toBeInTheDocument();
  });
});
