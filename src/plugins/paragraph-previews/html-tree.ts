/**
 * The built pages as a plain tree of elements, attributes and text, enough
 * to walk a rules page's sections (paragraph-text.ts). Parsed by
 * node-html-parser (fast, and made for reading HTML in Node); this only
 * turns its nodes into the small shape paragraph-text.ts walks, with text
 * decoded. Script, style and similar raw-text elements keep their content
 * out of the text. Node only; runs at build:done.
 */
import { NodeType, parse, type HTMLElement as ParsedElement, type Node as ParsedNode, type TextNode } from 'node-html-parser';

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

/** Elements whose content is not markup: dropped, since none of it is text a reader sees as prose. */
const RAW = { script: false, style: false, noscript: false, pre: true } as const;

function convert(node: ParsedElement): HtmlElement {
  const children: HtmlNode[] = [];
  for (const child of node.childNodes as ParsedNode[]) {
    if (child.nodeType === NodeType.ELEMENT_NODE) {
      const el = child as ParsedElement;
      if (el.rawTagName && !['textarea', 'title', 'template'].includes(el.rawTagName.toLowerCase())) children.push(convert(el));
    } else if (child.nodeType === NodeType.TEXT_NODE) children.push({ type: 'text', text: (child as TextNode).text });
  }
  const attrs = Object.fromEntries(Object.entries(node.attributes).map(([k, v]) => [k.toLowerCase(), v]));
  return { type: 'element', tag: node.rawTagName ? node.rawTagName.toLowerCase() : '#root', attrs, children };
}

/** The document as a tree under a root element named "#root". */
export function parseHtml(html: string): HtmlElement {
  return convert(parse(html, { blockTextElements: RAW }));
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
