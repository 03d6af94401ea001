/**
 * Text read out of a rulebook page's MDX at build time: the prose without
 * code, and each numbered paragraph's first sentence and examples, for the
 * link previews (a chat shows the paragraph's own first sentence, taken from
 * the page, so it never drifts from a copy kept by hand).
 */

/** MDX text without fenced code blocks and inline code, so a component written out as an example in prose is not taken for an embed. */
export function withoutCode(mdx: string): string {
  return mdx.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
}

/** A numbered paragraph of a page (`## 7.3 A thrown Jack is a move`), as a link preview needs it. */
export interface ParagraphText {
  readonly number: string;
  readonly title: string;
  /** The first sentence of its first block of prose, as plain text; null when it has none. */
  readonly sentence: string | null;
  /** The ids of the examples (<Scenario id="..." />) under it, in page order. */
  readonly examples: readonly string[];
}

/** A paragraph heading: level 2, starting with its number (the contract of src/plugins/paragraph-ids.ts). */
const HEADING = /^##[ \t]+(\d+(?:\.\d+)*)(?:[ \t]+(.*?))?[ \t]*$/gm;
const SCENARIO = /<Scenario\s+id=["']([^"']+)["']/g;

/** Every example a piece of MDX embeds, in order (code blocks aside). */
export function scenarioIds(mdx: string): string[] {
  return [...withoutCode(mdx).matchAll(SCENARIO)].map((m) => m[1]);
}

/** The page's numbered paragraphs in order, each with the MDX up to the next level-2 heading. */
export function paragraphTexts(mdx: string): ParagraphText[] {
  const text = mdx.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  const headings = [...text.matchAll(HEADING)];
  return headings.map((m, i) => {
    const start = m.index + m[0].length;
    const next = text.slice(start).search(/^##[ \t]/m);
    const body = next < 0 ? text.slice(start) : text.slice(start, start + next);
    const prose = firstProse(body);
    return { number: m[1], title: plainText(m[2] ?? ''), sentence: prose ? firstSentence(prose) : null, examples: scenarioIds(body) };
  });
}

/** Blocks that are not running prose: components and HTML, imports, tables, headings, lists, quotes, a bold label alone on its line. */
const NOT_PROSE = /^(<|import\s|export\s|\||#|[-*+]\s|\d+\.\s|>|\{)|^\*\*[^*]+\*\*\.?$/;

/**
 * A bold lead-in ("**Setting up.** Before the first game ...") labels a block
 * or an item; its prose starts after it. In a list item a lead-in with a colon
 * ("**black:** clubs and spades") is part of what the item says, and stays.
 */
function withoutLeadIn(block: string, ends = '.:'): string {
  return block.replace(/\s+/g, ' ').replace(new RegExp(`^\\*\\*[^*]+[${ends}]\\*\\*\\s+`), '');
}

/** The items of a Markdown list block as plain text, or null when the block is not a list. */
function listItems(block: string): string[] | null {
  if (!/^([-*+]|\d+\.)\s/.test(block)) return null;
  const items = block.split(/\n(?=\s*(?:[-*+]|\d+\.)\s)/).map((item) => item.replace(/^\s*(?:[-*+]|\d+\.)\s+/, ''));
  return items.map((item) => plainText(withoutLeadIn(item, '.')).replace(/[.;,]$/, ''));
}

/**
 * The first block of running prose, as plain text (asides such as "This
 * site's reading" boxes skipped). A block that ends in a colon leads into a
 * list: the list's items follow it, separated by semicolons.
 */
export function firstProse(mdx: string): string | null {
  const withoutAsides = mdx.replace(/^:::[a-z]+[^\n]*\n[\s\S]*?^:::[ \t]*$/gm, '');
  const blocks = withoutAsides.split(/\n[ \t]*\n/).map((b) => b.trim());
  for (const [i, block] of blocks.entries()) {
    if (block === '' || NOT_PROSE.test(block)) continue;
    const prose = plainText(withoutLeadIn(block));
    const items = prose.endsWith(':') ? listItems(blocks[i + 1] ?? '') : null;
    return items ? `${prose} ${items.join('; ')}.` : prose;
  }
  return null;
}

/** Escaped characters (\*) stand in the private use area while the syntax around them is read, then come back. */
const PRIVATE = 0xe000;
const hide = (text: string) => text.replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, (_, c: string) => String.fromCharCode(PRIVATE + c.charCodeAt(0)));
const unhide = (text: string) => text.replace(/[\ue000-\ue0ff]/g, (c) => String.fromCharCode(c.charCodeAt(0) - PRIVATE));

/** Markdown inline syntax to plain text: link texts, no emphasis marks, code as its text, no tags, one line. */
export function plainText(markdown: string): string {
  const text = hide(markdown)
    .replace(/\s+/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/\{['"]\s*['"]\}/g, ' ')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_\s](?:[^*_]*[^*_\s])?)[*_](?=[^\w*]|$)/g, '$1$2');
  return unhide(text).replace(/\s+/g, ' ').trim();
}

/** Words whose full stop does not end a sentence. */
const ABBREVIATIONS = /(?:^|\s)(?:e\.g|i\.e|cf|etc|vs|No|St|Mr|Mrs|Dr)\.$/;

/** The first sentence of plain text, clipped to `max` characters. */
export function firstSentence(text: string, max = 240): string {
  const ends = /[.!?]["'”’)]?(?=\s+["'“‘(]?[A-Z0-9])/g;
  let sentence = text;
  for (let m = ends.exec(text); m; m = ends.exec(text)) {
    if (ABBREVIATIONS.test(text.slice(0, m.index + 1))) continue;
    sentence = text.slice(0, m.index + m[0].length);
    break;
  }
  return clip(sentence, max);
}

/** Text no longer than `max` characters: cut at a word, with an ellipsis, when it is longer. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max).replace(/\s+\S*$/, '');
  return `${cut.replace(/[\s,;:]+$/, '')}…`;
}
