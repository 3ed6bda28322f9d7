import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on a rendered component and expects no serious or critical violation. Colour contrast needs
 * layout and computed colours that jsdom lacks: it is checked with the theme's colours instead
 * (src/testing/contrast.ts); 'region' asks for landmarks that only the app shell provides.
 */
export async function expectNoSeriousAxeViolations(container: Element) {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
  expect(serious).toEqual([]);
}
