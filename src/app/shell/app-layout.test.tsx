import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AppLayout } from './app-layout';

function renderShellAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<p>Screen content</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

/** Bottom tabs (phones) and side rail (≥ 768 px) are both in the DOM; CSS shows one of them. */
const navigations = () => screen.getAllByRole('navigation', { name: 'Main' });

describe('AppLayout', () => {
  it('shows the app name, the screen and labelled tab links', () => {
    renderShellAt('/');
    expect(screen.getByRole('link', { name: 'Statehouse' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Screen content')).toBeInTheDocument();
    expect(navigations()).toHaveLength(2);
    for (const navigation of navigations()) {
      const tabs = within(navigation).getAllByRole('link');
      expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
        ['Home', '/'],
        ['Bills', '/app/bills'],
        ['Calendar', '/app/live-calendar'],
        ['Whip', '/app/whipboards'],
        ['Me', '/app/me'],
      ]);
    }
  });

  it('marks only the active tab with aria-current="page"', () => {
    renderShellAt('/app/bills');
    for (const navigation of navigations()) {
      expect(within(navigation).getByRole('link', { name: 'Bills' })).toHaveAttribute('aria-current', 'page');
      expect(within(navigation).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
      expect(within(navigation).getByRole('link', { name: 'Me' })).not.toHaveAttribute('aria-current');
    }
  });

  it('offers a skip link to the main content', () => {
    renderShellAt('/app/me');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')).toContainElement(screen.getByText('Screen content'));
  });

  it("shows 'Scroll to top' only after scrolling down", () => {
    renderShellAt('/');
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
