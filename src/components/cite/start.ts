/**
 * On every page (injected by src/plugins/paragraph-previews/): one click
 * listener on the document, so citations that Preact islands draw later
 * (rulings in examples, the desk, play pages) are covered too. A plain click
 * or tap on a paragraph citation, or Enter on it, opens its preview instead
 * of navigating; modified and middle clicks keep their normal behaviour.
 * Without the paragraphs file (`astro dev`, or offline before it was ever
 * fetched) or for a number it lacks, the link navigates after all.
 */
import { withoutBase, withBase } from '../../base-path';
import { citationLink, citationTarget, type CitationTarget } from './citation-target';
import { paragraphsOf } from './paragraph-data';
import { closePreview, previewOpenFor, showPreview } from './preview-dialog';

/** The games known to have no file this page's life: their citations navigate at once. */
const without = new Set<string>();

async function preview(link: HTMLAnchorElement, target: CitationTarget): Promise<void> {
  showPreview(link, { number: target.number, loading: true });
  const file = await paragraphsOf(target.game, target.locale);
  const entry = file?.paragraphs[target.number];
  // An anchor link previews only the paragraph that is really there.
  const fits = entry && (!target.page || entry.href === `${target.page}#${target.number.replace(/\./g, '-')}`);
  if (!previewOpenFor(link)) return;
  if (!file || !entry || !fits) {
    if (!file) without.add(`${target.locale}/${target.game}`);
    closePreview();
    location.assign(link.href);
    return;
  }
  showPreview(link, { game: file.title, number: target.number, heading: entry.heading, text: entry.text, href: withBase(entry.href) });
}

document.addEventListener('click', (event) => {
  const link = citationLink(event);
  if (!link) return;
  const target = citationTarget(withoutBase(link.pathname), link.hash);
  if (!target || without.has(`${target.locale}/${target.game}`)) return;
  event.preventDefault();
  void preview(link, target);
});
