import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { restoreDrafts, saveDrafts } from './unsaved-drafts';

function renderForm() {
  document.body.innerHTML = `
    <main>
      <label for="list-name">List name</label><input id="list-name" />
      <label for="email">Email</label><input id="email" type="email" />
      <label for="password">Password</label><input id="password" type="password" />
      <textarea aria-label="Note"></textarea>
    </main>
    <input aria-label="Outside main" />`;
}

const field = (selector: string) => document.querySelector<HTMLInputElement>(selector)!;

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('unsaved drafts across an update reload', () => {
  it('puts typed text back into the same fields, never passwords or fields outside the screen', () => {
    renderForm();
    field('#list-name').value = 'Climate bills';
    field('#password').value = 'secret';
    field('textarea').value = 'Call on Monday';
    field('[aria-label="Outside main"]').value = 'ignored';
    saveDrafts();
    expect(sessionStorage.getItem('statehouse.update-drafts')).not.toContain('secret');

    renderForm(); // the reloaded page
    const typed = vi.fn();
    field('#list-name').addEventListener('input', typed);
    restoreDrafts();
    expect(field('#list-name').value).toBe('Climate bills');
    expect(field('textarea').value).toBe('Call on Monday');
    expect(field('#password').value).toBe('');
    expect(typed).toHaveBeenCalled(); // what React's controlled inputs listen to
    expect(sessionStorage.getItem('statehouse.update-drafts')).toBeNull();
  });

  it('fills fields that appear after the screen loads, and leaves a field the user already filled', async () => {
    renderForm();
    field('#list-name').value = 'Climate bills';
    field('#email').value = 'me@example.org';
    saveDrafts();
    document.body.innerHTML = '<main></main>';
    restoreDrafts();
    document.querySelector('main')!.innerHTML =
      '<label for="email">Email</label><input id="email" value="typed@example.org" />' +
      '<label for="list-name">List name</label><input id="list-name" />';
    await vi.waitFor(() => expect(field('#list-name').value).toBe('Climate bills'));
    expect(field('#email').value).toBe('typed@example.org');
  });

  it('does nothing when nothing was typed', () => {
    renderForm();
    saveDrafts();
    expect(sessionStorage.getItem('statehouse.update-drafts')).toBeNull();
    expect(restoreDrafts()).toBeTypeOf('function');
  });

  it('does not touch sessionStorage on a page that was not reloaded', () => {
    // Put back even when an expectation fails: the client files share their worker's globals.
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const navigation = vi
      .spyOn(performance, 'getEntriesByType')
      .mockReturnValue([{ type: 'navigate' } as PerformanceNavigationTiming]);
    const read = vi.spyOn(Storage.prototype, 'getItem');
    renderForm();
    restoreDrafts();
    expect(read).not.toHaveBeenCalled();
    navigation.mockReturnValue([{ type: 'reload' } as PerformanceNavigationTiming]);
    restoreDrafts();
    expect(read).toHaveBeenCalledWith('statehouse.update-drafts');
  });
});
