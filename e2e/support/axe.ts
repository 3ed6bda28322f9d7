import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe in the page and returns its violations as 'rule: html | html', for the rules named (axe
 * leaves some off by default, e.g. the experimental label-content-name-mismatch) or all of its defaults.
 */
export async function axeViolations(page: Page, onlyRules?: readonly string[]): Promise<string[]> {
  // Evaluated by the test runner, not as a <script>: the app's CSP allows no inline script.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (rules) => {
    type Rule = { id: string; nodes: { html: string }[] };
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Rule[] }> };
      }
    ).axe;
    const options = rules ? { runOnly: { type: 'rule', values: rules } } : {};
    return (await axe.run(document, options)).violations;
  }, onlyRules ?? null);
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}
