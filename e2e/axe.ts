import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import { callApi, expect } from './fixtures.ts';

/**
 * axe's WCAG 2.0 and 2.1 A and AA rules on the page as it stands, the serious and critical findings only, one
 * line per element: the rule, where it is, the element's markup and what is wrong with it.
 */
async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
    .flatMap((rule) =>
      rule.nodes.map((node) => {
        const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').replace(/\s+/g, ' ').trim();
        return `${rule.id} at ${node.target.join(' ')}: ${node.html.slice(0, 160)} — ${why}`;
      }),
    );
}

/** The footer's QR codes are drawn once they near the viewport: scroll there so they are checked too. */
async function drawFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  for (const code of await footer.getByRole('figure').all())
    await expect(code.getByRole('img')).toBeVisible();
}

/**
 * Waits for the page's transitions to end: axe reads colours as drawn, and a button fading in or
 * changing colour is read half-way otherwise (a white 立即支付 on a red not yet fully drawn).
 */
const transitionsEnded = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (motion) => motion.playState !== 'running' || motion.effect?.getTiming().iterations === Infinity,
      ),
  );

export async function expectNoSeriousFindings(page: Page) {
  await drawFooter(page);
  await transitionsEnded(page);
  expect(await seriousFindings(page), `axe on ${page.url()}`).toEqual([]);
}

/** The same for a page of the console, which has no footer, with the pointer off the page (no hover colours). */
export async function expectNoSeriousConsoleFindings(page: Page) {
  await page.mouse.move(0, 0);
  await transitionsEnded(page);
  expect(await seriousFindings(page), `axe on ${page.url()}`).toEqual([]);
}

/** A goods with tags, so that they are checked too; `toBuy`: one the signed-in buyer can put in the cart. */
export async function taggedGoods(page: Page, toBuy = false) {
  const { list } = await callApi<GoodsPage>(page, '/api/goods/list?in_stock=1&page_size=60&page=10');
  const found = list.find(
    (goods) =>
      goods.tags.length > 0 &&
      (!toBuy || (goods.is_buy && goods.number >= goods.zbz && goods.monthly_limit === null)),
  );
  if (!found) throw new Error('no suitable goods with tags on page 10 of the demo list');
  return found;
}
