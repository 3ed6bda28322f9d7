import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps } from './early-taps';

/** Buttons as the server sent them: their handlers are the app's, attached once it is interactive. */
function serverButtons(...labels: string[]) {
  document.body.innerHTML = labels.map((label) => `<button type="button">${label}</button>`).join('');
  return labels.map((label) =>
    [...document.querySelectorAll('button')].find((b) => b.textContent === label)!,
  );
}

/** What React does on hydration: the same elements get their handlers, then the app says it is ready. */
async function becomeInteractive(handlers: [HTMLButtonElement, () => void][]) {
  for (const [button, handler] of handlers) button.addEventListener('click', handler);
  document.documentElement.dataset.interactive = 'true';
  await Promise.resolve(); // mutation observers run as a microtask
}

// holdEarlyTaps swallows clicks on buttons until the page says it is interactive. Left holding, it swallowed
// them in the test files that ran after this one in a worker sharing its document (issue 19): every test
// ends with the page interactive, which releases any hold, with no button left to press.
afterEach(async () => {
  document.body.innerHTML = '';
  document.documentElement.dataset.interactive = 'true';
  await Promise.resolve(); // mutation observers run as a microtask
  delete document.documentElement.dataset.interactive;
});

describe('holdEarlyTaps', () => {
  it('presses the last button tapped before the app was interactive, once, when it is', async () => {
    const [previous, next] = serverButtons('Previous day', 'Next day');
    holdEarlyTaps();
    expect(document.documentElement.dataset.holdingTaps).toBe('true');
    const pressed: string[] = [];
    previous!.click();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    next!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    await becomeInteractive([
      [previous!, () => pressed.push('previous')],
      [next!, () => pressed.push('next')],
    ]);
    expect(pressed).toEqual(['next']);
    expect(document.documentElement.dataset.holdingTaps).toBeUndefined();
    next!.click();
    expect(pressed).toEqual(['next', 'next']);
  });

  it('drops a tap whose button was replaced or disabled meanwhile', async () => {
    const [removed, disabled] = serverButtons('Removed', 'Disabled');
    holdEarlyTaps();
    const handler = vi.fn();
    removed!.click();
    removed!.remove();
    await becomeInteractive([[removed!, handler]]);
    expect(handler).not.toHaveBeenCalled();

    delete document.documentElement.dataset.interactive;
    holdEarlyTaps();
    disabled!.click();
    disabled!.disabled = true;
    await becomeInteractive([[disabled!, handler]]);
    expect(handler).not.toHaveBeenCalled();
  });

  it('leaves taps alone once the app is interactive, and links and fields always', async () => {
    document.documentElement.dataset.interactive = 'true';
    const [button] = serverButtons('Load more');
    holdEarlyTaps();
    const handler = vi.fn();
    button!.addEventListener('click', handler);
    button!.click();
    expect(handler).toHaveBeenCalledTimes(1);

    delete document.documentElement.dataset.interactive;
    document.body.innerHTML = '<a href="#bill">H 1</a>';
    holdEarlyTaps();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
  });
});
