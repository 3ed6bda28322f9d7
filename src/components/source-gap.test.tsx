import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '../testing/axe';
import { BACKGROUNDS, contrastRatio, themeVariable } from '../testing/contrast';
import { renderWithProviders } from '../testing/render-with-providers';
import { SOURCE_GAP_TEXT } from '../utils/source-gaps';
import { SourceGap } from './source-gap';

describe('SourceGap', () => {
  it('says what the source lacks in muted text, without a link when there is no official page', async () => {
    const { container } = renderWithProviders(<SourceGap>{SOURCE_GAP_TEXT.status}</SourceGap>);
    const text = screen.getByText('Status not in the source data');
    expect(text.tagName).toBe('P');
    expect(text).toHaveStyle({ color: 'var(--mantine-color-dimmed)' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await expectNoSeriousAxeViolations(container);
  });

  it('offers the official page in a new tab, its name starting with the visible text', async () => {
    const { container } = renderWithProviders(
      <SourceGap officialPage="https://malegislature.gov/Bills/194/H2">{SOURCE_GAP_TEXT.history}</SourceGap>,
    );
    const link = screen.getByRole('link', { name: 'see the official page (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://malegislature.gov/Bills/194/H2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.parentElement).toHaveTextContent('History not in the source data; see the official page');
    await expectNoSeriousAxeViolations(container);
  });

  it('sits inside a line of text as a span', () => {
    renderWithProviders(
      <p>
        Sponsor: <SourceGap inline>{SOURCE_GAP_TEXT.sponsor}</SourceGap>
      </p>,
    );
    expect(screen.getByText('Sponsor not in the source data').tagName).toBe('SPAN');
  });

  // Mantine's own dimmed colours (gray 6, dark 2) fall under 4.5:1; the app's theme overrides them.
  describe.each(['light', 'dark'] as const)('in the %s colour scheme', (scheme) => {
    it.each(Object.entries(BACKGROUNDS[scheme]))('is AA readable (4.5:1) on the %s', (_, background) => {
      expect(
        contrastRatio(themeVariable(scheme, '--mantine-color-dimmed'), background),
      ).toBeGreaterThanOrEqual(4.5);
    });
  });
});
