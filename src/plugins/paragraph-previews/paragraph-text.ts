/**
 * What a citation preview shows of a paragraph, read from its built rules
 * page: the number and heading of its `## 4.11 Throws` section and the first
 * sentences of its prose. A section is everything from its heading to the
 * next level-2 heading; its prose is its top-level paragraphs and lists, in
 * order. Examples, tables, asides ("Our reading" boxes) and headings inside
 * it are left out: a preview says what the rule is, the page says the rest.
 */
import { paragraphAnchor } from '../../../engine/core/paragraphs';
import { PARAGRAPH_HEADING } from '../paragraph-ids';
import { findAll, hasClass, parseHtml, type HtmlElement, type HtmlNode } from './html-tree';

/** Preview text aims at this many characters or more (whole sentences) ... */
export const MIN_CHARS = 200;
/** ... and at most this many. */
export const MAX_CHARS = 300;

export interface SectionText {
  /** "4.11" */
  readonly number: string;
  /** "Throws": the heading without its number. */
  readonly heading: string;
  /** The heading's id on the page, "4-11". */
  readonly anchor: string;
  /** The first sentences of its prose (may be empty). */
  readonly text: string;
}

/** Text a reader sees: no screen-reader-only or hidden parts, no drawings; whitespace collapsed. */
export function readableText(node: HtmlNode): string {
  const parts: string[] = [];
  const walk = (n: HtmlNode) => {
    if (n.type === 'text') return void parts.push(n.text);
    if (n.tag === 'svg' || n.tag === 'button' || n.attrs['aria-hidden'] === 'true' || hasClass(n, 'sr-only') || hasClass(n, 'gs-sr')) return;
    if (n.tag === 'br') parts.push(' ');
    for (const child of n.children) walk(child);
  };
  walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Words that end with a full stop without ending a sentence ("No." does not count: on this site it is an answer). */
const ABBREVIATIONS = new Set(['e.g', 'i.e', 'etc', 'cf', 'vs', 'approx', 'incl', 'z.b', 'bzw', 'usw']);

/** The text cut into sentences: a full stop, question or exclamation mark (and any closing quote or bracket) before a space and a word that does not start in lower case. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(/[.!?…]+["'’”)\]]*(?=\s|$)/g)) {
    const stop = m.index + m[0].length;
    const word = /(\S+)$/.exec(text.slice(start, m.index))?.[1].replace(/^[("'‘“[]+/, '').toLowerCase();
    if (m[0] === '.' && word !== undefined && ABBREVIATIONS.has(word)) continue;
    const next = text.slice(stop).trimStart()[0];
    if (next !== undefined && /\p{Ll}/u.test(next)) continue;
    out.push(text.slice(start, stop).trim());
    start = stop;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** A piece of text that ends a sentence (closing quotes and brackets may follow the mark). */
const COMPLETE = /[.!?…]["'’”)\]]*$/;

/**
 * The first whole sentences of `pieces` (sentences in reading order): pieces
 * are added while the result is shorter than `min` and stays within `max`,
 * and a result never ends on a colon that introduces what it leaves out. A
 * first sentence longer than `max` is cut at a word and ends in "…".
 */
export function choose(pieces: readonly string[], min = MIN_CHARS, max = MAX_CHARS): string {
  const [first, ...others] = pieces;
  if (first === undefined) return '';
  if (first.length > max) return `${first.slice(0, max).replace(/\s+\S*$/, '').replace(/[\s,;:–—-]+$/, '')}…`;
  const chosen = [first];
  let length = first.length;
  for (const piece of others) {
    if (length >= min || length + 1 + piece.length > max) break;
    chosen.push(piece);
    length += 1 + piece.length;
  }
  while (chosen.length > 1 && !COMPLETE.test(chosen.at(-1)!)) chosen.pop();
  return chosen.join(' ');
}

/** The first sentences of plain text (see {@link choose}). */
export function firstSentences(text: string, min = MIN_CHARS, max = MAX_CHARS): string {
  return choose(sentences(text), min, max);
}

/**
 * A top-level block of a section: a paragraph, a list item, or anything else
 * (a table, an example, an aside), which the preview leaves out. `lead` is a
 * bold lead-in that ends a sentence, "<strong>Who writes.</strong> Each sheet ...".
 */
export interface Block {
  readonly kind: 'p' | 'li' | 'other';
  readonly lead: string;
  readonly text: string;
}

function block(kind: 'p' | 'li', el: HtmlElement): Block {
  const first = el.children.find((c) => c.type === 'element' || c.text.trim() !== '');
  if (first?.type === 'element' && (first.tag === 'strong' || first.tag === 'b')) {
    const lead = readableText(first);
    if (COMPLETE.test(lead)) return { kind, lead, text: readableText({ ...el, children: el.children.slice(el.children.indexOf(first) + 1) }) };
  }
  return { kind, lead: '', text: readableText(el) };
}

/** The blocks of a run of top-level nodes; a list gives one block per item. */
export function blocksOf(nodes: readonly HtmlNode[]): Block[] {
  const blocks: Block[] = [];
  for (const node of nodes) {
    if (node.type === 'text') continue;
    if (node.tag === 'p') blocks.push(block('p', node));
    else if (node.tag === 'ul' || node.tag === 'ol') {
      for (const item of node.children) if (item.type === 'element' && item.tag === 'li') blocks.push(block('li', item));
    } else blocks.push({ kind: 'other', lead: '', text: '' });
  }
  return blocks;
}

/**
 * The preview text of a section's blocks. Its prose is read up to its first
 * example (a paragraph opening with "Example"); a bold lead-in stays with
 * its sentence; a line that is no sentence ("The set-up in four steps") is
 * left out; a paragraph's last words ending on a colon are kept only when
 * a list or paragraph follows, and run on into it.
 */
export function excerpt(blocks: readonly Block[], min = MIN_CHARS, max = MAX_CHARS): string {
  const pieces: string[] = [];
  for (const [i, b] of blocks.entries()) {
    if (b.kind === 'other') continue;
    if (b.kind === 'p' && /^Examples?\b/.test(b.lead || b.text)) {
      if (pieces.length > 0) break;
      continue;
    }
    const own = sentences(b.text || b.lead);
    if (b.lead && b.text && own.length > 0) own[0] = `${b.lead} ${own[0]}`;
    const last = own.at(-1);
    if (last === undefined) continue;
    const introduces = last.endsWith(':') && (blocks[i + 1]?.kind === 'li' || blocks[i + 1]?.kind === 'p');
    if (b.kind === 'p' && !COMPLETE.test(last) && !introduces) own.pop();
    // A block goes on with the words that introduce it: "The opponent writes:" + "the difference ..., plus".
    const before = pieces.at(-1);
    if (before !== undefined && !COMPLETE.test(before) && own.length > 0) pieces[pieces.length - 1] = `${before} ${own.shift()}`;
    pieces.push(...own);
  }
  return choose(pieces, min, max);
}

/** The level-2 heading a top-level block is, or holds (Starlight wraps headings with their anchor link). */
function headingOf(block: HtmlNode): HtmlElement | null {
  if (block.type !== 'element') return null;
  if (block.tag === 'h2') return block;
  if (block.tag === 'div' && hasClass(block, 'sl-heading-wrapper')) return block.children.find((c): c is HtmlElement => c.type === 'element' && c.tag === 'h2') ?? null;
  return null;
}

/** "4.11 Throws" with id "4-11" -> { number, heading }; null when the heading is not that paragraph's. */
function paragraphHeading(h2: HtmlElement): { number: string; heading: string; anchor: string } | null {
  const text = readableText(h2);
  const number = PARAGRAPH_HEADING.exec(text)?.[1];
  const anchor = h2.attrs.id;
  if (!number || !anchor || paragraphAnchor(number) !== anchor) return null;
  return { number, heading: text.slice(number.length).trim(), anchor };
}

export interface PageText {
  /** The page's title (its h1) and the first sentences before its first level-2 heading. */
  readonly title: string;
  readonly intro: string;
  /** Every numbered paragraph of the page, in page order. */
  readonly paragraphs: readonly SectionText[];
}

/** A built rules page's paragraphs and introduction; throws when the page has no rulebook content. */
export function pageText(html: string): PageText {
  const tree = parseHtml(html);
  const content = findAll(tree, (el) => el.tag === 'div' && hasClass(el, 'sl-markdown-content'))[0];
  if (!content) throw new Error('the page has no Starlight content (div.sl-markdown-content)');
  const h1 = findAll(tree, (el) => el.tag === 'h1')[0];
  const runs: { heading: HtmlElement | null; blocks: HtmlNode[] }[] = [{ heading: null, blocks: [] }];
  for (const block of content.children) {
    const heading = headingOf(block);
    if (heading) runs.push({ heading, blocks: [] });
    else runs.at(-1)!.blocks.push(block);
  }
  const paragraphs: SectionText[] = [];
  for (const run of runs.slice(1)) {
    const found = run.heading && paragraphHeading(run.heading);
    if (found) paragraphs.push({ ...found, text: excerpt(blocksOf(run.blocks)) });
  }
  return { title: h1 ? readableText(h1) : '', intro: excerpt(blocksOf(runs[0].blocks)), paragraphs };
}
