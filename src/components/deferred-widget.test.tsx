import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { stubIntersectionObserver } from '../testing/stub-intersection-observer';
import { DeferredWidget } from './deferred-widget';

afterEach(() => vi.unstubAllGlobals());

describe('DeferredWidget', () => {
  it('keeps a titled, busy card in place until the widget comes near the screen, then renders it', async () => {
    const { observers, scrollNear } = stubIntersectionObserver();
    renderWithProviders(
      <DeferredWidget title="Votes" minHeight={480}>
        <p>Roll call 12</p>
      </DeferredWidget>,
    );
    const placeholder = screen.getByRole('region', { name: 'Votes' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(placeholder).toHaveStyle({ minHeight: '480px' });
    expect(screen.queryByText('Roll call 12')).not.toBeInTheDocument();

    await scrollNear(false);
    expect(screen.queryByText('Roll call 12')).not.toBeInTheDocument();
    await scrollNear(true);
    expect(await screen.findByText('Roll call 12')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Votes' })).not.toBeInTheDocument();
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderWithProviders(
      <DeferredWidget title="Votes">
        <p>Roll call 12</p>
      </DeferredWidget>,
    );
    expect(screen.getByText('Roll call 12')).toBeInTheDocument();
  });
});
