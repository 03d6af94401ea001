/**
 * A built rulebook page cut at its headings, for the search index
 * (index-units.ts). Starlight renders a page's Markdown into one
 * `sl-markdown-content` element and wraps each heading, at the top level of
 * it, in `<div class="sl-heading-wrapper level-hN">`; a section is a wrapper
 * and everything up to the next wrapper of level 2 or 3. Text before the
 * first heading is the page's introduction. Plain string work on Starlight's
 * output, checked by its tests, since no HTML parser is a dependency.
 */

export interface Section {
  /** The heading's id (the section's anchor); null for the introduction. */
  readonly id: string | null;
  readonly level: 2 | 3 | null;
  /** The heading's text as HTML (entities kept), without tags. */
  readonly heading: string;
  /** The section's HTML without its heading. */
  readonly body: string;
}

const CONTENT_START = '<div class="sl-markdown-content">';
const WRAPPER = /<div class="sl-heading-wrapper level-h([23])"><h[23] id="([^"]+)"[^>]*>([\s\S]*?)<\/h[23]>[\s\S]*?<\/a><\/div>/g;

/** Start and end (exclusive) of the inner HTML of the page's Markdown content; undefined when it has none. */
export function markdownContent(html: string): { start: number; end: number } | undefined {
  const open = html.indexOf(CONTENT_START);
  if (open < 0) return undefined;
  const start = open + CONTENT_START.length;
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { start, end: tag.index };
  }
  return undefined;
}

/** Tags taken off: the text a heading shows. */
export function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
}

/** The Markdown content cut into its introduction and one section per level-2 or level-3 heading. */
export function splitSections(content: string): Section[] {
  const sections: Section[] = [];
  let last = 0;
  let current: Omit<Section, 'body'> = { id: null, level: null, heading: '' };
  for (const match of content.matchAll(WRAPPER)) {
    sections.push({ ...current, body: content.slice(last, match.index) });
    current = { id: match[2], level: Number(match[1]) as 2 | 3, heading: textOf(match[3]) };
    last = match.index + match[0].length;
  }
  sections.push({ ...current, body: content.slice(last) });
  return sections;
}
