import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { billMatchHitFixture, chunkFixture } from '../../../testing/fixtures/bill-matches';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { passageHash } from '../../../utils/passage-anchor';
import { BillMatchHitCard } from './bill-match-hit';
import { MORE_MATCHES_NOTE } from './chunk-matches';

const longText = `SECTION 3. ${'The library board shall meet monthly. '.repeat(20)}END OF SECTION`;

async function openMatches(hit = billMatchHitFixture()) {
  const view = renderWithProviders(<BillMatchHitCard hit={hit} />);
  await view.user.click(screen.getByRole('button', { name: `Show more about ${hit.bill_type_number}` }));
  return { ...view, panel: screen.getByRole('tabpanel') };
}

describe('a bill text match hit', () => {
  it('links the highlighted bill name in a new tab on this host, with the tags of its best match', () => {
    renderWithProviders(
      <BillMatchHitCard
        hit={billMatchHitFixture({
          url: 'https://statehouse.example.org/app/bill/100',
          chunks: [
            chunkFixture({ fields_score_tags: [{ tag: 'SECTION 1.' }, { tag: 'Title' }] }),
            chunkFixture({ bill_text__id: 32, fields_score_tags: [{ tag: 'SECTION 9.' }] }),
          ],
        })}
      />,
    );
    const link = screen.getByRole('link', { name: /^H 100: / });
    expect(link).toHaveTextContent('H 100: An Act funding school libraries (Rep. Ada Baker)');
    expect(link).toHaveAttribute('href', `${window.location.origin}/app/bill/100`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.querySelector('mark')).toHaveTextContent('libraries');
    const tags = screen.getByText('Matches found in:').parentElement!;
    expect(tags).toHaveTextContent(/^Matches found in:SECTION 1\.Title$/);
    expect(screen.getByText('Funds school libraries.')).toBeInTheDocument();
    expect(screen.getByText(/^Last action: Referred to Education/)).toBeInTheDocument();
  });

  it("opens on Matches, before the bill search's tabs, and says 'No summary available.' on Overview", async () => {
    const { user, panel } = await openMatches(billMatchHitFixture({ description: undefined }));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Matches',
      'Overview',
      'History',
      'P.P.T.',
      'Citations',
      'Categories',
    ]);
    expect(screen.getByRole('tab', { name: 'Matches' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByText('library', { selector: 'mark' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No summary available.');
    await user.click(screen.getByRole('button', { name: 'Show less about H 100' }));
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
  });

  it('links each match to its section with a search-for anchor of its first 100 characters', async () => {
    const chunks = [
      chunkFixture(),
      chunkFixture({ bill_text__id: 40, heading: undefined, text: longText, fields_score_tags: [] }),
    ];
    const { panel } = await openMatches(billMatchHitFixture({ chunks, total_chunks_count: 2 }));
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['SECTION 1.', 'Bill text']);
    expect(links[0]).toHaveAccessibleName('SECTION 1. of H 100');
    expect(links[0]).toHaveAttribute('href', `/app/text/31${passageHash(chunks[0]!.text)}`);
    expect(links[1]).toHaveAttribute(
      'href',
      `/app/text/40#search-for=${encodeURIComponent(longText.slice(0, 100))}`,
    );
  });

  it('cuts a match over 500 characters behind More, and Less cuts it again', async () => {
    const chunk = chunkFixture({ bill_text__id: 40, text: longText, _highlightResult: undefined });
    const { user, panel } = await openMatches(billMatchHitFixture({ chunks: [chunk] }));
    const text = within(panel).getByText(/^SECTION 3\./);
    // The first 500 characters, back to the end of a word, then '…'.
    const shown = text.textContent!;
    expect(shown).toMatch(/\S…$/);
    expect(shown.length).toBeLessThanOrEqual(501);
    expect(shown.length).toBeGreaterThan(450);
    expect(longText.startsWith(shown.slice(0, -1))).toBe(true);
    expect(longText[shown.length - 1]).toBe(' ');

    await user.click(within(panel).getByRole('button', { name: 'More of SECTION 1. of H 100' }));
    expect(text).toHaveTextContent(/END OF SECTION$/);
    const less = within(panel).getByRole('button', { name: 'Less of SECTION 1. of H 100' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.click(less);
    expect(text).not.toHaveTextContent('END OF SECTION');
  });

  it('gives a short match no More', async () => {
    const { panel } = await openMatches();
    expect(within(panel).queryByRole('button', { name: /^More/ })).not.toBeInTheDocument();
  });

  it('shows at most 5 matches, and says so when more of the bill matched', async () => {
    const chunks = Array.from({ length: 6 }, (_, index) =>
      chunkFixture({ bill_text__id: 50 + index, heading: `SECTION ${index + 1}.` }),
    );
    const { panel } = await openMatches(billMatchHitFixture({ chunks, total_chunks_count: 9 }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
    expect(panel).toHaveTextContent(MORE_MATCHES_NOTE);
    expect(MORE_MATCHES_NOTE).toBe(
      'Only the 5 most relevant matches are shown here. Additional sections exist in the full bill text.',
    );
  });

  it('says nothing of more matches when all of them are shown', async () => {
    const chunks = Array.from({ length: 5 }, (_, index) => chunkFixture({ bill_text__id: 50 + index }));
    const { panel } = await openMatches(billMatchHitFixture({ chunks, total_chunks_count: 5 }));
    expect(panel).not.toHaveTextContent(MORE_MATCHES_NOTE);
  });
});
