import { afterEach, describe, expect, it } from 'vitest';
import { START_UP_MODULES_ID, requestStartUpModules } from './start-up-modules';

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

function addTemplate(count: number) {
  const links = Array.from({ length: count }, (_, i) => `<link rel="modulepreload" href="/assets/m${i}.js">`);
  document.body.insertAdjacentHTML(
    'beforeend',
    `<template id="${START_UP_MODULES_ID}">${links.join('')}</template>`,
  );
}

describe('requestStartUpModules', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    document.getElementById(START_UP_MODULES_ID)?.remove();
  });

  it("puts the build's inert preload links in the head, in order, once", async () => {
    addTemplate(3);
    expect(preloads()).toEqual([]);
    await requestStartUpModules();
    expect(preloads()).toEqual(['/assets/m0.js', '/assets/m1.js', '/assets/m2.js']);
    expect(document.getElementById(START_UP_MODULES_ID)).toBeNull();
    await requestStartUpModules();
    expect(preloads()).toHaveLength(3);
  });

  it('asks for a few at a time, one task after another, so no task starts them all', async () => {
    addTemplate(20);
    const done = requestStartUpModules();
    expect(preloads()).toEqual([
      '/assets/m0.js',
      '/assets/m1.js',
      '/assets/m2.js',
      '/assets/m3.js',
      '/assets/m4.js',
      '/assets/m5.js',
      '/assets/m6.js',
      '/assets/m7.js',
    ]);
    await done;
    expect(preloads()).toHaveLength(20);
  });

  it('does nothing on a page without the template (the dev server)', async () => {
    await requestStartUpModules();
    expect(preloads()).toEqual([]);
  });
});
