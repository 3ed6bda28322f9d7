import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { billTextFixture } from '../../../testing/fixtures/bills';
import { errorResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BillTextDetails } from './bill-text-details';

describe('BillTextDetails', () => {
  it('shows the whole section with its bill and links to the neighbouring sections', async () => {
    mockApi({ '/api/text/32': billTextFixture() });
    renderWithProviders(<BillTextDetails sectionId={32} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'SECTION 2.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'H1001 Item 1 act' })).toHaveAttribute('href', '/app/bill/1');
    expect(screen.getByText('As filed')).toBeInTheDocument();
    expect(
      screen.getByText(/The department shall publish guidance\.\s+\(b\) It shall report/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous section' })).toHaveAttribute('href', '/app/text/31');
    expect(screen.queryByRole('link', { name: 'Next section' })).not.toBeInTheDocument();
  });

  it('names a section without a heading by its position', async () => {
    mockApi({ '/api/text/32': billTextFixture({ heading: null, previous_id: null, next_id: 33 }) });
    renderWithProviders(<BillTextDetails sectionId={32} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Section 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next section' })).toHaveAttribute('href', '/app/text/33');
  });

  it('announces loading', () => {
    mockApi({ '/api/text/32': () => new Promise<Response>(() => {}) });
    renderWithProviders(<BillTextDetails sectionId={32} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading bill text…');
  });

  it('explains a section that does not exist', async () => {
    mockApi({ '/api/text/9': () => errorResponse(404, 'Not Found', 'No bill text section with id 9') });
    renderWithProviders(<BillTextDetails sectionId={9} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found');
    expect(alert).toHaveTextContent('No bill text section with id 9');
  });
});
