import { act, screen, waitFor } from '@testing-library/react';
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
const saved = vi.hoisted(() => ({ flush: vi.fn(async () => {}) }));

vi.mock('../../lib/service-worker', () => ({
  subscribeToUpdate: (listener: () => void) => {
    serviceWorker.listeners.add(listener);
    return () => serviceWorker.listeners.delete(listener);
  },
  isUpdateWaiting: () => serviceWorker.waiting,
  applyUpdate: serviceWorker.applyUpdate,
}));
vi.mock('../../lib/persister', () => ({ flushPersistedCache: saved.flush }));

beforeEach(() => {
  serviceWorker.waiting = false;
  serviceWorker.applyUpdate.mockReset();
  saved.flush.mockClear();
});

const announceUpdate = () =>
  act(() => {
    serviceWorker.waiting = true;
    serviceWorker.listeners.forEach((listener) => listener());
  });

describe('UpdateBanner', () => {
  it('appears when a new version is waiting; Reload saves the cache and typed text, then applies it', async () => {
    const { user } = renderWithProviders(
      <main>
        <label>
          Note <input />
        </label>
        <UpdateBanner />
      </main>,
    );
    expect(screen.queryByText('Update available')).not.toBeInTheDocument();
    announceUpdate();
    expect(screen.getByRole('status')).toHaveTextContent('Update available');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'draft');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(serviceWorker.applyUpdate).toHaveBeenCalledOnce());
    expect(saved.flush).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('statehouse.update-drafts')).toContain('draft');
  });

  it('waits for writes being sent before it offers Reload', async () => {
    let finish = () => {};
    const { queryClient } = renderWithProviders(<UpdateBanner />);
    announceUpdate();
    act(() => {
      void queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => new Promise<void>((resolve) => (finish = resolve)) })
        .execute(undefined);
    });
    expect(await screen.findByText('Update available: saving your changes first…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
    act(() => finish());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled());
  });
});
