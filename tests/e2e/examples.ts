/**
 * Examples on rules pages sleep as posters until the reader acts on them
 * (client:interact, src/plugins/interact-directive.ts), scenarios and worked
 * score sheets alike. Tests wake them the way a reader does: a press on the poster.
 */
import type { Page } from 'playwright-core';

/** Wakes the example in section `id` at its starting position and waits until its step controls are there. */
export async function wakeExample(page: Page, id: string): Promise<void> {
  // A scenario's poster is its position in words; a worked score sheet's is the finished sheet.
  const poster = page.locator(`#${id} .gs-poster__position, #${id} astro-island[ssr] .sx-sheet`).first();
  if ((await poster.count()) > 0) {
    await poster.scrollIntoViewIfNeeded();
    await poster.click();
  }
  await page.locator(`#${id} .gs-controls`).first().waitFor({ timeout: 80_000 });
}
