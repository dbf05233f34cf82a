import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What axe-core (every rule it runs by default: WCAG 2.0-2.2 A and AA, and its best practices) finds
 * wrong in the page as it is now, or inside `include`: one 'rule: element' line an element, so a
 * failure names what to fix. Run in the page's current state (an open dialog, a menu, a width).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Violations only: axe otherwise gathers and serialises every passing node too. Legacy mode runs
  // axe.run in the page itself; the default opens a blank page a run for axe.finishRun, which
  // cost more than the checks (the site has no iframes, the one thing that mode is for).
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((rule) => rule.nodes.map((node) => `${rule.id}: ${node.target.join(' ')}`));
}
