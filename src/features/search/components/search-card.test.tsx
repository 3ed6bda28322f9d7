import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationProbe } from '../../../testing/location-probe';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SearchCard } from './search-card';

describe('SearchCard', () => {
  it('opens the site-wide search with what was typed', async () => {
    const { user } = renderWithProviders(
      <>
        <SearchCard />
        <LocationProbe />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Search' })).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search everything' });
    expect(box).toBeRequired();
    await user.type(box, 'school libraries{Enter}');
    expect(screen.getByTestId('location-path')).toHaveTextContent('/app/search');
    expect(screen.getByTestId('location-search')).toHaveTextContent('?q=school%20libraries');
  });

  it('links to the bill search', () => {
    renderWithProviders(<SearchCard />);
    expect(screen.getByRole('link', { name: 'Search bills, amendments, news and more' })).toHaveAttribute(
      'href',
      '/app/bills/search',
    );
  });
});
