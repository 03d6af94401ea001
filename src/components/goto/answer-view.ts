/**
 * The words for a rule number that leads nowhere, drawn into an element: the
 * box in the header answers with them, and so does the 404 page for an
 * address /<game>/r/<number>. Built with DOM calls, never innerHTML: the
 * typed text is shown as text.
 */
import { withBase } from '../../base-path';
import { inEdition } from '../../i18n/editions';
import { GOTO_WORDS, type GotoWords } from '../../i18n/goto-words';
import type { NearRule, RuleIndex, RuleLookup } from './rule-lookup';

/** Numbers to suggest in this game: its first dotted paragraph and the section of its last paragraph (Gress: 1.1 and §12). */
export function examplesOf(index: RuleIndex): { paragraph: string; section: string } {
  const paragraphs = index.entries.filter((e) => e.paragraph);
  const paragraph = paragraphs.find((e) => e.number.includes('.'))?.number ?? paragraphs[0]?.number ?? '1';
  return { paragraph, section: paragraphs[paragraphs.length - 1]?.section ?? '1' };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (text !== undefined) el.textContent = text;
  if (className) el.className = className;
  return el;
}

/** A link the reader asked to follow: it navigates, with no citation preview first (src/components/cite/). */
function link(href: string, text: string): HTMLAnchorElement {
  const a = element('a', text);
  a.href = withBase(href);
  a.dataset.noCitePreview = '';
  return a;
}

/** The words of the index's edition. */
export const wordsOf = (index: RuleIndex): GotoWords => GOTO_WORDS[index.locale ?? 'en'];

function nearList(nearest: readonly NearRule[], words: GotoWords): HTMLUListElement {
  const list = element('ul', undefined, 'goto-near');
  for (const { entry, note } of nearest) {
    const item = element('li');
    item.append(link(entry.href, entry.label));
    if (note) item.append(' ', element('span', `(${words.note(note)})`, 'goto-note'));
    list.append(item);
  }
  return list;
}

/** The index of all the game's paragraphs, the way out when nothing else fits. */
export function allParagraphsLink(index: RuleIndex): HTMLParagraphElement {
  const p = element('p', undefined, 'goto-all');
  p.append(link(inEdition(`/${index.game}/r/`, index.locale ?? 'en'), wordsOf(index).allParagraphs(index.title)));
  return p;
}

/**
 * Replaces what `target` shows with the answer to `lookup`: an unknown number
 * gets its nearest paragraphs, text that is no number an example of one, a
 * known number (the box goes there instead) a link. `typed` is what the
 * reader typed, quoted back when it is no number.
 */
export function showAnswer(target: HTMLElement, index: RuleIndex, lookup: RuleLookup, typed: string): void {
  const { paragraph, section } = examplesOf(index);
  const words = wordsOf(index);
  if (lookup.kind === 'found') {
    // Only the 404 page shows this: an address such as /gress/r/7,3 that means a known number.
    const p = element('p', words.didYouMean);
    p.append(link(lookup.entry.href, lookup.entry.label), '?');
    target.replaceChildren(p);
    return;
  }
  if (lookup.kind === 'invalid') {
    const said = typed.trim() === '' ? words.typeANumber : words.notANumber(typed.trim());
    target.replaceChildren(element('p', `${said}${words.numberExamples(paragraph, section)}`), allParagraphsLink(index));
    return;
  }
  const { number, section: isSection } = lookup.asked;
  const lead = element('p', words.noSuchNumber(index.title, isSection, number, lookup.nearest.length > 1));
  target.replaceChildren(lead, nearList(lookup.nearest, words), allParagraphsLink(index));
}
