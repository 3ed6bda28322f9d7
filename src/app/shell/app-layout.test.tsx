import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { demoState, setDeviceStateCookie, stateList } from '../../testing/state-fixtures';
import { AppLayout } from './app-layout';

function renderShellAt(route: string) {
  // A server holding one state: no picker, the header names it.
  mockApi({ '/api/states': stateList([demoState], 'demo') });
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

// The shell remembers the state it followed on the device (the cookie); each test starts without one.
afterEach(() => setDeviceStateCookie(null));

describe('AppLayout', () => {
  it('shows the app name, the state followed, the screen and labelled tab links', async () => {
    renderShellAt('/');
    expect(await screen.findByText('Screen content')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Statehouse' })).toHaveAttribute('href', '/');
    expect(
      screen.getByRole('link', { name: 'Demo State: the state you follow. Change it on Me' }),
    ).toHaveAttribute('href', '/app/me#state');
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

  it('marks only the active tab with aria-current="page"', async () => {
    renderShellAt('/app/bills');
    await screen.findByText('Screen content');
    for (const navigation of navigations()) {
      expect(within(navigation).getByRole('link', { name: 'Bills' })).toHaveAttribute('aria-current', 'page');
      expect(within(navigation).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
      expect(within(navigation).getByRole('link', { name: 'Me' })).not.toHaveAttribute('aria-current');
    }
  });

  it('offers a skip link to the main content', async () => {
    renderShellAt('/app/me');
    await screen.findByText('Screen content');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')).toContainElement(screen.getByText('Screen content'));
  });

  it("shows 'Scroll to top' only after scrolling down", async () => {
    renderShellAt('/');
    await screen.findByText('Screen content');
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
