import { afterEach, describe, expect, it, vi } from 'vitest';
import { spotCoversControl } from './free-corner';

const spot = { left: 100, top: 100, size: 48 };

/** What lies under each point, as the browser would say (jsdom has no layout). */
function layOut(under: (x: number, y: number) => Element[]) {
  document.elementsFromPoint = vi.fn(under);
}

afterEach(() => {
  document.body.innerHTML = '';
  Reflect.deleteProperty(document, 'elementsFromPoint');
});

describe('spotCoversControl', () => {
  it('says a spot is taken when a button, a link or a checkbox is under any part of it', () => {
    document.body.innerHTML = `
      <p id="text">Text</p><button id="track">Track Bill</button>
      <a id="link" href="/app/bill/1"><span id="inside">H 1</span></a><input id="box" type="checkbox" />`;
    const own = document.createElement('div');
    const byId = (id: string) => document.getElementById(id)!;
    for (const [id, under] of [
      ['track', byId('track')],
      ['inside a link', byId('inside')],
      ['box', byId('box')],
    ] as const) {
      // Only the bottom-right corner of the spot touches it: a 20 px control between samples is still seen.
      layOut((x, y) => (x > 140 && y > 140 ? [under, document.body] : [byId('text'), document.body]));
      expect(spotCoversControl(spot, own), id).toBe(true);
    }
  });

  it('says a spot over text, or over the floating button itself, is free', () => {
    document.body.innerHTML = '<p id="text">Text</p><div id="own"><button>Scroll to top</button></div>';
    const own = document.getElementById('own')!;
    layOut(() => [own.firstElementChild!, own, document.getElementById('text')!, document.body]);
    expect(spotCoversControl(spot, own)).toBe(false);
  });
});
