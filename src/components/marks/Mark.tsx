/**
 * The small signs beside words (a check for lawful, a cross for a foul, a
 * pointer at the player to act, a star for the winner, the direction of
 * play) as inline SVG in the text's colour, one em high. As characters
 * (✓ ✕ ▶ ★ ↻) they are missing from most phones' text fonts: the browser
 * then searches the system for a font that has them (about 3 ms each on
 * the phone profile, when an example wakes) and may draw them as colour
 * emoji. Mostly decoration, the words beside them saying the same; where a
 * sentence names a sign, MarkedText draws it with a label.
 */
import './marks.css';

export type MarkKind = 'check' | 'cross' | 'turn' | 'star' | 'star-outline' | 'clockwise' | 'anticlockwise';

/** Shapes in a 16 x 16 box; strokes follow the text's colour. */
const SHAPES: Record<MarkKind, string> = {
  check: '<path d="M2.5 8.5 6.5 12.5 13.5 3.5" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>',
  cross: '<path d="M3.5 3.5 12.5 12.5M12.5 3.5 3.5 12.5" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>',
  turn: '<path d="M4 2.5 13.5 8 4 13.5Z" fill="currentColor"/>',
  star: '<path d="M8 1.3 10 6 15 6.3 11.1 9.5 12.4 14.4 8 11.6 3.6 14.4 4.9 9.5 1 6.3 6 6Z" fill="currentColor"/>',
  'star-outline': '<path d="M8 1.3 10 6 15 6.3 11.1 9.5 12.4 14.4 8 11.6 3.6 14.4 4.9 9.5 1 6.3 6 6Z" fill="none" stroke="currentColor" stroke-width="1.2" stroke-linejoin="round"/>',
  clockwise:
    '<path d="M13 8.5A5 5 0 1 1 9.6 3.3" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/><path d="M8.2 0.8 12.2 3.4 8.4 6.2Z" fill="currentColor"/>',
  anticlockwise:
    '<path d="M3 8.5A5 5 0 1 0 6.4 3.3" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/><path d="M7.8 0.8 3.8 3.4 7.6 6.2Z" fill="currentColor"/>',
};

/**
 * A sign, followed by a space when `space`: decoration (aria-hidden) beside
 * words that say the same, or, with a `label`, a picture that is a word of
 * its sentence ("✓ marks what is lawful": MarkedText).
 */
export function Mark({ kind, space = true, label }: { kind: MarkKind; space?: boolean; label?: string }) {
  const said = label === undefined ? { 'aria-hidden': 'true' as const } : { role: 'img' as const, 'aria-label': label };
  return (
    <>
      <svg class={`gs-mark gs-mark--${kind}`} viewBox="0 0 16 16" {...said} focusable="false" dangerouslySetInnerHTML={{ __html: SHAPES[kind] }} />
      {space ? ' ' : null}
    </>
  );
}
