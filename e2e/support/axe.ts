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

/** One axe finding, as a line to print: where, which rule, how bad, and the elements it names. */
export interface AxeFinding {
  rule: string;
  impact: string;
  targets: string[];
}

/** WCAG 2.0 A and AA and WCAG 2.1 AA, the levels issue 20 holds every route to. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** Axe's serious and critical violations of the WCAG A/AA rules on the page as it is now. */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    type Rule = { id: string; impact: string | null; nodes: { target: unknown[] }[] };
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Rule[] }> };
      }
    ).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact!,
        targets: violation.nodes.map((node) => node.target.map(String).join(' >> ')),
      }));
  }, WCAG_AA_TAGS);
}
