import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { UpdateBanner } from './update-banner';

const serviceWorker = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    waiting: false,
    listeners,
    applyUpdate: vi.fn(),
  };
});

vi.mock('../../lib/service-worker', () => ({
  subscribeToUpdate: (listener: () => void) => {
    serviceWorker.listeners.add(listener);
    return () => serviceWorker.listeners.delete(listener);
  },
  isUpdateWaiting: () => serviceWorker.waiting,
  applyUpdate: serviceWorker.applyUpdate,
}));

beforeEach(() => {
  serviceWorker.waiting = false;
  serviceWorker.applyUpdate.mockReset();
});

describe('UpdateBanner', () => {
  it('appears when a new version is waiting and Reload applies it', async () => {
    const { user } = renderWithProviders(<UpdateBanner />);
    expect(screen.queryByText('Update available')).not.toBeInTheDocument();
    act(() => {
      serviceWorker.waiting = true;
      serviceWorker.listeners.forEach((listener) => listener());
    });
    expect(screen.getByRole('status')).toHaveTextContent('Update available');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(serviceWorker.applyUpdate).toHaveBeenCalledOnce();
  });
});
