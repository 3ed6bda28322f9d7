import { yieldToBrowser } from '../utils/yield-to-browser';

/** The inert template the build puts the start-up's modulepreload links in (scripts/vite/preload-start-up.ts). */
export const START_UP_MODULES_ID = 'start-up-modules';

/**
 * Links put in the head per task. Each one starts a request from the main thread: the 45 of the bill
 * search's start-up in one go made a task of 28 ms (7 ms of CPU) right after the first paint, which
 * Lighthouse's 4x simulation read as 164 ms of blocking (issue 20).
 */
const LINKS_PER_TASK = 8;

/**
 * Asks for every module of the app's start-up: the build leaves their modulepreload links in an inert
 * `<template>` (not fetched, not seen by the preload scanner) and this puts them in the head, a few per
 * task, in the build's order (React DOM's first). On a server-rendered page src/main.tsx calls it once
 * the first screen is painted, so the app's code never competes with the page and its stylesheet for a
 * weak link, and a first paint that is already readable is never measured as waiting for it (issue 20:
 * Lighthouse's simulated LCP counts every script that arrived before the observed paint, so the same
 * page read 1.0 s or 3.0 s by which finished first). Resolves once all are asked for; the template is
 * removed at once, so a second call does nothing.
 */
export async function requestStartUpModules(doc: Document = document): Promise<void> {
  const template = doc.getElementById(START_UP_MODULES_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  const links = [...doc.importNode(template.content, true).childNodes];
  for (let start = 0; start < links.length; start += LINKS_PER_TASK) {
    if (start > 0) await yieldToBrowser();
    doc.head.append(...links.slice(start, start + LINKS_PER_TASK));
  }
}
