/**
 * Box measurements for "one screen" (issue 24): where an interactive piece's
 * controls, table, acting hand and latest ruling sit in the viewport, and
 * whether each is wholly visible at once, below whatever the page keeps
 * fixed at its top (Starlight's header and, on a phone, its "On this page"
 * bar).
 */
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Locator, Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe's serious and critical findings inside `selector` (the piece), one line each. */
export async function blockingAxe(page: Page, selector: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const results = (await page.evaluate(
    (include) => (window as unknown as { axe: { run(context: object, options: object): Promise<AxeResults> } }).axe.run({ include: [include] }, { resultTypes: ['violations'] }),
    selector,
  )) as AxeResults;
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The two screens of the issue: a phone with touch, and a desktop. */
export const SCREENS = [
  { name: 'phone', width: 375, height: 812, touch: true },
  { name: 'desktop', width: 1280, height: 800, touch: false },
] as const;

export type Screen = (typeof SCREENS)[number];

/** A part's box in viewport pixels, or null when the part is not on the page. */
export interface PartBox {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

export interface Measured {
  /** The lowest edge of the page's fixed top bars: what lies above it is hidden. */
  readonly visibleTop: number;
  readonly viewport: { readonly width: number; readonly height: number };
  /** The whole piece's height, for the figures. */
  readonly height: number;
  readonly parts: Readonly<Record<string, PartBox | null>>;
}

/**
 * The boxes of `parts` (name -> selector inside `piece`; the first match
 * that is displayed) and of the page's fixed top bars.
 */
export function measure(piece: Locator, parts: Readonly<Record<string, string>>): Promise<Measured> {
  return piece.evaluate((root, parts) => {
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const box = (selector: string) => {
      const el = [...root.querySelectorAll(selector)].find(shown);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    // Starlight's header and its mobile "On this page" bar stay fixed over the page.
    const bars = [...document.querySelectorAll('header.header, mobile-starlight-toc nav')].filter(shown);
    const fixed = bars.filter((el) => ['fixed', 'sticky'].includes(getComputedStyle(el).position) || getComputedStyle(el.parentElement ?? el).position === 'fixed');
    const visibleTop = Math.max(0, ...fixed.map((el) => el.getBoundingClientRect().bottom));
    return {
      visibleTop,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      height: root.getBoundingClientRect().height,
      parts: Object.fromEntries(Object.entries(parts).map(([name, selector]) => [name, box(selector)])),
    };
  }, parts);
}

/** The parts not wholly in view (with where they are), empty when all are; a missing part counts as not in view. */
export function outOfView(m: Measured): string[] {
  const slack = 0.5;
  return Object.entries(m.parts).flatMap(([name, b]) => {
    if (!b) return [`${name}: not on the page`];
    const inside = b.top >= m.visibleTop - slack && b.bottom <= m.viewport.height + slack && b.left >= -slack && b.right <= m.viewport.width + slack;
    return inside ? [] : [`${name}: ${Math.round(b.top)}-${Math.round(b.bottom)} px (visible ${Math.round(m.visibleTop)}-${m.viewport.height})`];
  });
}

/** One line of figures: the piece's height and each part's top-bottom. */
export function figures(m: Measured): string {
  const parts = Object.entries(m.parts).map(([name, b]) => `${name} ${b ? `${Math.round(b.top)}-${Math.round(b.bottom)}` : 'missing'}`);
  return `${Math.round(m.height)} px tall; ${parts.join(', ')} (visible ${Math.round(m.visibleTop)}-${m.viewport.height})`;
}

/**
 * Labels inside `piece` whose text is cut off: an element that clips what
 * overflows it (overflow other than visible, which is also what an
 * ellipsis needs) and has more content than room. By their text.
 */
export function truncatedLabels(piece: Locator, selector: string): Promise<string[]> {
  return piece.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => {
        const r = el.getBoundingClientRect();
        // Text for screen readers only (gs-sr, or hidden the same way where the bar says it already) is clipped on purpose.
        if (el.closest('.gs-sr') || r.width <= 1 || r.height <= 1) return false;
        const style = getComputedStyle(el);
        const clipsX = style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1;
        const clipsY = style.overflowY !== 'visible' && el.scrollHeight > el.clientHeight + 1;
        return el.clientWidth > 0 && (clipsX || clipsY);
      })
      .map((el) => (el.textContent ?? '').trim().slice(0, 60)),
  );
}

/** Scrolls `piece` to the top of the page's visible area, as a reader brings an example into view. */
export async function bringIntoView(page: Page, piece: Locator): Promise<void> {
  await piece.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
