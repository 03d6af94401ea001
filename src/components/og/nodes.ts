/**
 * The element objects satori lays out (the shape JSX compiles to: a type and
 * props with a style and children), written as calls so that the renderer
 * needs no JSX runtime of its own. Satori lays out every element as a flex
 * box; a style must say `display: flex` for a box with several children.
 */
import type { PreviewSuit } from './preview-data';
import { SUIT_CHARS, SUIT_PATHS } from './suit-symbols';

export type Style = Readonly<Record<string, string | number>>;
export interface SatoriElement {
  readonly type: string;
  readonly props: { readonly style?: Style; readonly children?: Child | readonly Child[]; readonly [key: string]: unknown };
}
export type Child = SatoriElement | string;

/** A box: flex by default, so that several children lay out. */
export function box(style: Style, ...children: (Child | null | false)[]): SatoriElement {
  const kids = children.filter((c): c is Child => c !== null && c !== false);
  return { type: 'div', props: { style: { display: 'flex', ...style }, children: kids } };
}

/** A suit symbol `size` pixels square, in `ink`. */
export function suitSymbol(suit: PreviewSuit, size: number, ink: string): SatoriElement {
  const paths = SUIT_PATHS[suit].map((d) => ({ type: 'path', props: { d, fill: ink } }));
  return { type: 'svg', props: { width: size, height: size, viewBox: '0 0 20 20', style: { flexShrink: 0 }, children: paths } };
}

/**
 * One line of text in which ♠♥♦♣ are drawn as symbols (the font has none).
 * Kept on one line and cut at the box's edge: the lines are short by design.
 */
export function textLine(text: string, style: Style & { fontSize: number; color: string }): SatoriElement {
  const parts = text.split(/([♠♥♦♣])/u).filter((p) => p !== '');
  const size = Math.round(style.fontSize * 0.78);
  const children = parts.map((part) => {
    const suit = SUIT_CHARS[part];
    return suit ? suitSymbol(suit, size, style.color) : box({ whiteSpace: 'pre' }, part);
  });
  return box({ alignItems: 'center', overflow: 'hidden', whiteSpace: 'nowrap', ...style }, ...children);
}
