import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import type { TallyCounts } from '../utils/source-gaps';
import { RollCallTally } from './roll-call-tally';

const published: TallyCounts = { yes_count: 149, no_count: 4, absent_count: 5, counts_source: 'published' };
const noTallies: TallyCounts = { yes_count: null, no_count: null, absent_count: null, counts_source: null };

describe('RollCallTally', () => {
  it("shows the source's tally as 149/4/5, read out as words", () => {
    renderWithProviders(<RollCallTally vote={published} />);
    expect(screen.getByText('149/4/5')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('149 yea, 4 nay, 5 absent')).toBeInTheDocument();
    expect(screen.queryByText(/counted|not published/)).not.toBeInTheDocument();
  });

  it('says the source publishes no tallies instead of 0/0/0', () => {
    renderWithProviders(<RollCallTally vote={noTallies} />);
    expect(screen.getByText('Tallies not published in the source')).toHaveStyle({
      color: 'var(--mantine-color-dimmed)',
    });
    // Text queries skip the theme's <style>; no element says a number.
    expect(screen.queryAllByText(/\d/)).toEqual([]);
  });

  it('labels counts made from the recorded votes, in short on screen and in full for screen readers', () => {
    const { container } = renderWithProviders(
      <RollCallTally vote={{ ...published, counts_source: 'computed' }} />,
    );
    const label = screen.getByText('counted');
    expect(label).toHaveAttribute('title', 'Counted from the recorded votes');
    expect(label).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('149 yea, 4 nay, 5 absent, counted from the recorded votes')).toBeInTheDocument();
    expect(container).toHaveTextContent('149/4/5 counted');
  });

  it('shows a single missing count as a dash, never as 0', () => {
    renderWithProviders(<RollCallTally vote={{ ...published, absent_count: null }} />);
    expect(screen.getByText('149/4/—')).toBeInTheDocument();
  });
});
