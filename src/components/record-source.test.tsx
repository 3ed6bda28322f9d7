import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '../testing/axe';
import { renderWithProviders } from '../testing/render-with-providers';
import { RecordSource } from './record-source';

describe('RecordSource', () => {
  it('links the official page in a new tab and shows the Open States id, selectable whole', async () => {
    const { container } = renderWithProviders(
      <RecordSource
        record={{
          source_url: 'https://malegislature.gov/Committees/Detail/J14',
          openstates_id: 'ocd-organization/9d4d5c2a-3b61-4f6e-8a7e-0c1b2d3e4f50',
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Source' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Official source (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://malegislature.gov/Committees/Detail/J14');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('malegislature.gov')).toBeInTheDocument();
    expect(screen.getByText('Open States ID')).toBeInTheDocument();
    const id = screen.getByText('ocd-organization/9d4d5c2a-3b61-4f6e-8a7e-0c1b2d3e4f50');
    expect(id.tagName).toBe('CODE');
    expect(screen.queryByText('No official page in the source data')).not.toBeInTheDocument();
    await expectNoSeriousAxeViolations(container);
  });

  it('says there is no official page, and leaves out an Open States id it does not have', async () => {
    const { container } = renderWithProviders(
      <RecordSource record={{ source_url: null, openstates_id: null }} />,
    );
    expect(screen.getByText('No official page in the source data')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Open States ID')).not.toBeInTheDocument();
    await expectNoSeriousAxeViolations(container);
  });

  it('shows an Open States id without an official page', () => {
    renderWithProviders(
      <RecordSource
        record={{ source_url: null, openstates_id: 'ocd-vote/4b0d6c1e-7a52-4f0e-9c3a-1d2e5f6a7b80' }}
      />,
    );
    expect(screen.getByText('No official page in the source data')).toBeInTheDocument();
    expect(screen.getByText('ocd-vote/4b0d6c1e-7a52-4f0e-9c3a-1d2e5f6a7b80')).toBeInTheDocument();
  });
});
