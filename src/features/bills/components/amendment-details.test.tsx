import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amendmentListFixture } from '../../../testing/fixtures/bills';
import { errorResponse, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AmendmentDetails } from './amendment-details';

describe('AmendmentDetails', () => {
  it('shows one amendment with its sponsor, status, date and text', async () => {
    const { requestedUrls } = mockApi({ '/api/amendments?id=1&amendment_number=3': amendmentListFixture() });
    renderWithProviders(<AmendmentDetails billId={1} amendmentNumber="3" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Amendment 3 to H1001' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'H1001 Item 1 act' })).toHaveAttribute('href', '/app/bill/1');
    const card = screen.getByRole('article', { name: 'Amendment 3' });
    expect(within(card).getByRole('heading', { name: 'Amendment 3: Effective date' })).toBeInTheDocument();
    expect(within(card).getByText('Adopted')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Rep. Jane Doe' })).toHaveAttribute(
      'href',
      '/app/legislators/1',
    );
    expect(within(card).getByText(/on Mar 11, 2026/)).toBeInTheDocument();
    expect(within(card).getByText('By striking out "upon its passage".')).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/amendments?id=1&amendment_number=3']);
  });

  it("lists all of a bill's amendments, each linking to its own page", async () => {
    const fixture = amendmentListFixture();
    const second = {
      ...fixture.amendments[0]!,
      id: 6,
      amendment_number: '4',
      legislator: null,
      amendment_text: null,
    };
    mockApi({ '/api/amendments?id=1': { ...fixture, amendments: [...fixture.amendments, second] } });
    renderWithProviders(<AmendmentDetails billId={1} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Amendments to H1001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Amendment 3' })).toHaveAttribute(
      'href',
      '/app/amendments/?id=1&amendment_number=3',
    );
    const card = screen.getByRole('article', { name: 'Amendment 4' });
    expect(within(card).getByText(/Sponsor not recorded/)).toBeInTheDocument();
    expect(within(card).getByText('The text of this amendment is not published.')).toBeInTheDocument();
  });

  it('says so when the bill has no amendments', async () => {
    mockApi({ '/api/amendments?id=1': amendmentListFixture({ amendments: [] }) });
    renderWithProviders(<AmendmentDetails billId={1} />);
    expect(await screen.findByText('No amendments filed.')).toBeInTheDocument();
  });

  it('announces loading', () => {
    mockApi({ '/api/amendments?id=1': () => new Promise<Response>(() => {}) });
    renderWithProviders(<AmendmentDetails billId={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading amendments…');
  });

  it('explains an unknown amendment without a pointless Retry', async () => {
    mockApi({
      '/api/amendments?id=1&amendment_number=77': () =>
        errorResponse(404, 'Not Found', 'H1001 has no amendment numbered 77'),
    });
    renderWithProviders(<AmendmentDetails billId={1} amendmentNumber="77" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('H1001 has no amendment numbered 77');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('retries a failed load', async () => {
    let calls = 0;
    mockApi({
      '/api/amendments?id=1': () =>
        ++calls === 1
          ? errorResponse(503, 'Service Unavailable', 'Try again.')
          : jsonResponse(amendmentListFixture()),
    });
    const { user } = renderWithProviders(<AmendmentDetails billId={1} />);
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Amendments to H1001' })).toBeInTheDocument();
  });
});
