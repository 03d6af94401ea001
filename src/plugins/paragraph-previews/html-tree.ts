/**
 * A small HTML reader for the pages this site builds: elements, attributes
 * and text, enough to walk a rules page's sections (paragraph-text.ts).
 * Astro writes well-formed HTML (every element closed, attributes quoted), so
 * this is no general HTML5 parser: no implied end tags beyond void elements,
 * no foster parenting. Script, style and similar raw-text elements keep their
 * content out of the text. Node only; runs at build:done.
 */

export interface HtmlElement {
  readonly type: 'element';
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: HtmlNode[];
}

export interface HtmlText {
  readonly type: 'text';
  /** Decoded text, whitespace as written. */
  readonly text: string;
}

export type HtmlNode = HtmlElement | HtmlText;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose content is not markup; it is skipped (none of it is text a reader sees as prose). */
const RAW = new Set(['script', 'style', 'textarea', 'title', 'template']);

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', shy: '' };

/** "&amp;", "&#39;", "&#x2019;" -> their characters; an unknown entity stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function readAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(ATTR)) attrs[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  return attrs;
}

const TAG = /<!--[\s\S]*?-->|<![^>]*>|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/g;

/** The document as a tree under a root element named "#root". */
export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { type: 'element', tag: '#root', attrs: {}, children: [] };
  const stack: HtmlElement[] = [root];
  const text = (from: number, to: number) => {
    if (to > from) stack.at(-1)!.children.push({ type: 'text', text: decodeEntities(html.slice(from, to)) });
  };
  TAG.lastIndex = 0;
  let at = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    text(at, m.index);
    at = TAG.lastIndex;
    const [, closing, opening, attrSource, selfClosing] = m;
    if (closing) {
      const tag = closing.toLowerCase();
      const open = stack.findLastIndex((el) => el.tag === tag);
      if (open > 0) stack.length = open;
    } else if (opening) {
      const element: HtmlElement = { type: 'element', tag: opening.toLowerCase(), attrs: readAttrs(attrSource), children: [] };
      stack.at(-1)!.children.push(element);
      if (RAW.has(element.tag)) {
        const end = new RegExp(`</${element.tag}\\s*>`, 'gi');
        end.lastIndex = at;
        at = end.exec(html) ? end.lastIndex : html.length;
        TAG.lastIndex = at;
      } else if (!selfClosing && !VOID.has(element.tag)) stack.push(element);
    }
  }
  text(at, html.length);
  return root;
}

/** The elements under `node` (itself included) that `match`, in document order. */
export function findAll(node: HtmlElement, match: (el: HtmlElement) => boolean): HtmlElement[] {
  const found: HtmlElement[] = [];
  const walk = (el: HtmlElement) => {
    if (match(el)) found.push(el);
    for (const child of el.children) if (child.type === 'element') walk(child);
  };
  walk(node);
  return found;
}

/** Whether the element's class list has `name`. */
export function hasClass(el: HtmlElement, name: string): boolean {
  return (el.attrs.class ?? '').split(/\s+/).includes(name);
}
