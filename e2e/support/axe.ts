import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Axe on the page, or on what `include` selects (a dialog), leaving out `exclude` (a game's
 * iframe, which is the vendor's page): the serious and critical violations, printed readably.
 */
export async function seriousViolations(
  page: Page,
  scope: { include?: string; exclude?: string } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const results = await builder.analyze();
  // An include that matched nothing would pass vacuously.
  if (scope.include && results.passes.length === 0)
    throw new Error(`axe checked nothing: is ${scope.include} on the page?`);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .slice(0, 8)
          .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`)
          .join('\n'),
    );
}
