import type { Page } from '@playwright/test';
import { expectNoSeriousFindings } from './axe.ts';
import { callApi, expect } from './fixtures.ts';

/** A mid-range phone held upright: 390 × 844 CSS pixels, touch, its browser's mobile viewport. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} as const;

/** The least size of something to tap, as the platforms' guidelines ask (WCAG 2.5.5's 44 px). */
const TAP_TARGET_PX = 44;

/**
 * What a page does wrong on a phone: the width it scrolls to beyond the screen's, and each button,
 * link or input in the main content smaller than a finger. A checkbox or radio counts with its label,
 * an input with the box drawn round it and a tab with its whole tab (these take the tap), and a link within a sentence is left out,
 * as WCAG 2.5.8 leaves it out.
 */
export async function phoneLayoutFindings(page: Page): Promise<{ overflow: number; small: string[] }> {
  return page.evaluate(
    ({ screenWidth, least }) => {
      const overflow = Math.max(0, document.documentElement.scrollWidth - screenWidth);
      const main = document.querySelector('main');
      const targets = main?.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]',
      );
      const small: string[] = [];
      for (const element of Array.from(targets ?? [])) {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || element.closest('[aria-hidden="true"], [inert]')) continue;
        const inSentence =
          element.tagName === 'A' &&
          style.display === 'inline' &&
          (element.parentElement?.textContent ?? '').trim().length >
            (element.textContent ?? '').trim().length;
        if (inSentence) continue;
        const box =
          (element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type)
            ? element.closest('label')
            : null) ??
          element.closest(
            '.ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-select, .ant-tabs-tab',
          ) ??
          element;
        const rect = box.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        if (rect.width < least - 0.5 || rect.height < least - 0.5) {
          const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 16);
          small.push(
            `${element.tagName.toLowerCase()} “${name}” ${Math.round(rect.width)}×${Math.round(rect.height)}`,
          );
        }
      }
      return { overflow, small };
    },
    { screenWidth: PHONE.viewport.width, least: TAP_TARGET_PX },
  );
}

/** The page fits the phone's width, offers nothing too small to tap, and axe finds nothing serious. */
export async function expectFitsPhone(page: Page) {
  const findings = await phoneLayoutFindings(page);
  expect(findings, `phone layout of ${page.url()}`).toEqual({ overflow: 0, small: [] });
  await expectNoSeriousFindings(page);
}

/** Signs the demo buyer in through the API; a phone has no desktop header to show the company in. */
export async function logInOnPhone(page: Page, phone = '13800000001', password = 'demo123456') {
  await page.goto('/login');
  await callApi(page, '/api/user/login', { username: phone, password });
}
