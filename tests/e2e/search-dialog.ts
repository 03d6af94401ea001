/**
 * Drives the site's search the way a reader does: the Search button, the
 * dialog's box, the results the dialog lists (Starlight's Pagefind UI with
 * src/search/pagefind-ui.ts). A result is one entry of the dialog's list: a
 * section of a page (src/search/index-units.ts) or a whole page with the
 * sections Pagefind shows under it; its links are what the reader can tap.
 */
import type { Page } from 'playwright-core';

/** Polls `check` until it holds (no vitest here, so the measuring script can use it too); throws `what` after `timeout` ms. */
async function until(check: () => Promise<boolean>, what: string, timeout: number): Promise<void> {
  for (let waited = 0; !(await check()); waited += 100) {
    if (waited > timeout) throw new Error(`search dialog: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens the dialog; a click can come before Starlight's script has loaded, so press until it opens. */
export async function openSearch(page: Page): Promise<void> {
  const dialog = page.locator('dialog[open]');
  await until(async () => {
    if ((await dialog.count()) === 0) await page.getByRole('button', { name: 'Search' }).first().click();
    return (await dialog.count()) > 0;
  }, 'the Search button did not open the dialog', 80_000);
}

/**
 * Types `query` into the open dialog and returns the links of its first `count`
 * results as paths with their anchors (/gress/7-jacks/#7-3), once the dialog
 * says how many results it found for this query and has drawn them.
 */
export async function firstResults(page: Page, query: string, count = 3): Promise<string[][]> {
  const input = page.locator('dialog[open] .pagefind-ui__search-input');
  await input.fill(query);
  const message = page.locator('dialog[open] .pagefind-ui__message');
  await until(async () => (await message.first().textContent())?.trim().endsWith(`for ${query}`) ?? false, `no count of results for "${query}"`, 40_000);
  const results = page.locator('dialog[open] .pagefind-ui__result');
  // Each result loads its data on its own; a loading one shows a placeholder instead of links.
  await until(async () => {
    const shown = Math.min(count, await results.count());
    const loaded = await results.evaluateAll((items, n) => items.slice(0, n).filter((li) => li.querySelector('a.pagefind-ui__result-link')).length, shown);
    return loaded === shown;
  }, `the results for "${query}" did not load`, 40_000);
  return results.evaluateAll(
    (items, n) =>
      items.slice(0, n).map((li) =>
        [...li.querySelectorAll<HTMLAnchorElement>('a.pagefind-ui__result-link')].map((a) => {
          const url = new URL(a.href);
          return url.pathname + url.hash;
        }),
      ),
    count,
  );
}

/**
 * Referee's questions of a game's built page whose answer cites `paragraph`
 * first, as /<game>/referee-faq/#<id>: such a question answers what the
 * paragraph answers, in the referee's words. Read from the page as built.
 */
export async function questionsCiting(page: Page, base: string, game: string, paragraph: string): Promise<string[]> {
  return page.evaluate(
    async ({ base, game, paragraph }) => {
      const response = await fetch(`${base}/${game}/referee-faq/`);
      if (!response.ok) return [];
      const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
      const found: string[] = [];
      for (const heading of doc.querySelectorAll('.sl-markdown-content h3[id]')) {
        let node = heading.closest('.sl-heading-wrapper')?.nextElementSibling;
        let first: string | undefined;
        while (node && !node.matches('.sl-heading-wrapper') && !first) {
          first = [...node.querySelectorAll<HTMLAnchorElement>(`a[href*="/${game}/r/"]`)].map((a) => a.getAttribute('href')!.replace(/.*\/r\//, ''))[0];
          node = node.nextElementSibling;
        }
        if (first === paragraph) found.push(`/${game}/referee-faq/#${heading.id}`);
      }
      return found;
    },
    { base, game, paragraph },
  );
}
