import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockApi } from '../../../testing/mock-api';
import { formerMembers, houseMembers, senators } from '../../../testing/fixtures/legislators';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LegislatorsCard } from './legislators-card';

const replies = {
  '/api/legislator?chamber=house': houseMembers,
  '/api/legislator?chamber=senate': senators,
  '/api/legislator?chamber=inactive': formerMembers,
};

describe('LegislatorsCard', () => {
  it('shows House members first, each name linking to the legislator page', async () => {
    const { requestedUrls } = mockApi(replies);
    renderWithProviders(<LegislatorsCard />);
    expect(screen.getByRole('heading', { name: 'Legislators' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'House' })).toBeChecked();
    const link = await screen.findByRole('link', { name: 'Rep. Jane Doe' });
    expect(link).toHaveAttribute('href', '/app/legislators/1');
    expect(screen.getByText('D · 3rd Essex')).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/legislator?chamber=house']);
    expect(screen.getByRole('link', { name: 'View all legislators' })).toHaveAttribute(
      'href',
      '/app/legislators',
    );
  });

  it('offers House, Senate and Inactive only (spec §2): executive officials are on the full page', () => {
    mockApi(replies);
    renderWithProviders(<LegislatorsCard />);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'House',
      'Senate',
      'Inactive',
    ]);
  });

  it('requests and shows senators when Senate is chosen', async () => {
    const { requestedUrls } = mockApi(replies);
    const { user } = renderWithProviders(<LegislatorsCard />);
    await screen.findByRole('link', { name: 'Rep. Jane Doe' });
    await user.click(screen.getByRole('radio', { name: 'Senate' }));
    expect(await screen.findByRole('link', { name: 'Sen. Ana Ruiz' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rep. Jane Doe' })).not.toBeInTheDocument();
    expect(requestedUrls()).toContain('/api/legislator?chamber=senate');
  });

  it('is operable with the keyboard (arrow keys move between chambers)', async () => {
    mockApi(replies);
    const { user } = renderWithProviders(<LegislatorsCard />);
    await screen.findByRole('link', { name: 'Rep. Jane Doe' });
    screen.getByRole('radio', { name: 'House' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Senate' })).toBeChecked();
    expect(await screen.findByRole('link', { name: 'Sen. Ana Ruiz' })).toBeInTheDocument();
  });

  it('marks former members with an Inactive badge', async () => {
    mockApi(replies);
    const { user } = renderWithProviders(<LegislatorsCard />);
    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    const row = (await screen.findByRole('link', { name: 'Rep. Old Timer' })).closest('li');
    expect(within(row!).getByText('Inactive')).toBeInTheDocument();
  });

  it('shows a photo, or an initials placeholder when there is no photo', async () => {
    mockApi(replies);
    renderWithProviders(<LegislatorsCard />);
    const withPhoto = (await screen.findByRole('link', { name: 'Rep. Jane Doe' })).closest('li')!;
    expect(withPhoto.querySelector('img')).toHaveAttribute('src', '/images/legislators/1.jpg');
    expect(withPhoto.querySelector('img')).toHaveAttribute('alt', '');
    const placeholder = screen.getByRole('link', { name: 'Rep. Sam Lee' }).closest('li')!;
    expect(placeholder.querySelector('img')).toBeNull();
    expect(within(placeholder).getByText('SL')).toBeInTheDocument();
  });

  it('falls back to initials when a photo fails to load', async () => {
    mockApi(replies);
    renderWithProviders(<LegislatorsCard />);
    const row = (await screen.findByRole('link', { name: 'Rep. Jane Doe' })).closest('li')!;
    fireEvent.error(row.querySelector('img')!);
    expect(row.querySelector('img')).toBeNull();
    expect(within(row).getByText('JD')).toBeInTheDocument();
  });

  it('announces loading with skeleton rows', async () => {
    mockApi({ '/api/legislator?chamber=house': () => new Promise<Response>(() => {}) });
    renderWithProviders(<LegislatorsCard />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading legislators…');
  });

  it('shows the error message and refetches on Retry', async () => {
    let calls = 0;
    const { requestedUrls } = mockApi({
      '/api/legislator?chamber=house': () =>
        ++calls === 1
          ? errorResponse(503, 'Service Unavailable', 'The database is restarting.')
          : jsonResponse(houseMembers),
    });
    const { user } = renderWithProviders(<LegislatorsCard />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is restarting.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Rep. Jane Doe' })).toBeInTheDocument();
    await waitFor(() => expect(requestedUrls()).toHaveLength(2));
  });

  it('says so when there is nobody to show', async () => {
    mockApi({ '/api/legislator?chamber=house': [] });
    renderWithProviders(<LegislatorsCard />);
    expect(await screen.findByText('No legislators to show.')).toBeInTheDocument();
  });
});
