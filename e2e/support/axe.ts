import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A violation as axe reports it, with what the helpers below print of it. */
interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { html: string; target: unknown[] }[];
}

/** Runs axe over the whole page with `runOnly` (a list of rules or of tags), or all of its defaults. */
async function runAxe(page: Page, runOnly?: { type: 'rule' | 'tag'; values: readonly string[] }) {
  // Evaluated by the test runner, not as a <script>: the app's CSP allows no inline script.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // Only violations are read: axe then builds the selectors and HTML of one node per passing or
    // inapplicable rule instead of every node (its documented speed option), about a tenth of its time here.
    const { violations } = await axe.run(document, {
      resultTypes: ['violations'],
      ...(only ? { runOnly: only } : {}),
    });
    return violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map(({ html, target }) => ({ html, target })),
    }));
  }, runOnly ?? null);
}

/**
 * Runs axe in the page and returns its violations as 'rule: html | html', for the rules named (axe
 * leaves some off by default, e.g. the experimental label-content-name-mismatch) or all of its defaults.
 */
export async function axeViolations(page: Page, onlyRules?: readonly string[]): Promise<string[]> {
  const violations = await runAxe(page, onlyRules && { type: 'rule', values: onlyRules });
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}

/** One axe finding, to print: which rule, how bad, and the elements it names (as CSS selectors). */
export interface AxeFinding {
  rule: string;
  impact: string;
  targets: string[];
}

/** WCAG 2.0 A and AA and WCAG 2.1 AA, the levels issue 20 holds every route to. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** Axe's serious and critical violations of the WCAG A/AA rules on the page as it is now. */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  const violations = await runAxe(page, { type: 'tag', values: WCAG_AA_TAGS });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact!,
      targets: violation.nodes.map((node) => node.target.map(String).join(' >> ')),
    }));
}
