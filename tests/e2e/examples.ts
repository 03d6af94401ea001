/**
 * Examples on rules pages sleep as posters until the reader acts on them
 * (client:interact, src/plugins/interact-directive.ts). Tests wake them the
 * way a reader does: a press on the poster.
 */
import type { Page } from 'playwright-core';

/** Wakes the example in section `id` at its starting position and waits until its step controls are there. */
export async function wakeExample(page: Page, id: string): Promise<void> {
  const poster = page.locator(`#${id} .gs-poster__position`);
  if ((await poster.count()) > 0) {
    await poster.scrollIntoViewIfNeeded();
    await poster.click();
  }
  await page.locator(`#${id} .gs-controls`).first().waitFor({ timeout: 20_000 });
}
