import { afterEach, describe, expect, it } from 'vitest';
import { START_UP_MODULES_ID, requestStartUpModules } from './start-up-modules';

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('requestStartUpModules', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    document.getElementById(START_UP_MODULES_ID)?.remove();
  });

  it("puts the build's inert preload links in the head, once", () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<template id="${START_UP_MODULES_ID}"><link rel="modulepreload" href="/assets/a.js"><link rel="modulepreload" href="/assets/b.js"></template>`,
    );
    expect(preloads()).toEqual([]);
    requestStartUpModules();
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(document.getElementById(START_UP_MODULES_ID)).toBeNull();
    requestStartUpModules();
    expect(preloads()).toHaveLength(2);
  });

  it('does nothing on a page without the template (the dev server)', () => {
    requestStartUpModules();
    expect(preloads()).toEqual([]);
  });
});
