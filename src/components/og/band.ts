/**
 * The band across the top of a preview picture: the game, the paragraph's
 * number and title (or the example's), and a line naming the example shown.
 * A long title takes two lines, and the band grows to hold them.
 */
import { clip } from '../../../engine/core/mdx-text';
import { box, textLine, type SatoriElement } from './nodes';
import { PALETTE } from './palette';
import type { PreviewHeading } from './preview-data';
import { fitFont } from './sizes';

/** The band's width inside its padding. */
const INNER_WIDTH = 1120;
/** The smallest title size on one line; a title that would be smaller takes two lines. */
const ONE_LINE_MIN = 34;
const LINE_HEIGHT = 1.15;

export interface TitleLayout {
  readonly size: number;
  readonly lines: 1 | 2;
}

/** One line as large as fits (up to 50 px) beside the number; two lines (up to 40 px, cut after the second) when one would be smaller than ONE_LINE_MIN. */
export function titleLayout(heading: Pick<PreviewHeading, 'title' | 'number'>): TitleLayout {
  const room = INNER_WIDTH - (heading.number ? heading.number.length * 26 + 50 : 0);
  const one = fitFont(heading.title, room, 50, 20, 700);
  if (one >= ONE_LINE_MIN) return { size: one, lines: 1 };
  // The second line starts at a word, so it holds a little less than the whole width.
  return { size: fitFont(heading.title, room * 2 * 0.9, 40, 28, 700), lines: 2 };
}

/** The band's height in pixels: more with a subtitle line, more again with a title on two lines. */
export function bandHeight(heading: PreviewHeading): number {
  const title = titleLayout(heading);
  const second = title.lines === 2 ? Math.round(title.size * LINE_HEIGHT * 2) - 58 : 0;
  return (heading.subtitle ? 172 : 144) + second;
}

export function band(heading: PreviewHeading): SatoriElement {
  const title = titleLayout(heading);
  const chip =
    heading.number &&
    box(
      { background: PALETTE.accent, color: PALETTE.band, fontSize: 40, fontWeight: 700, padding: '2px 14px', borderRadius: 10, flexShrink: 0 },
      heading.number,
    );
  const subtitle = heading.subtitle && clip(heading.subtitle, 96);
  return box(
    { height: bandHeight(heading), flexDirection: 'column', justifyContent: 'center', gap: 8, padding: '0 40px', background: PALETTE.band },
    box(
      { justifyContent: 'space-between', alignItems: 'center', fontSize: 20, fontWeight: 700, letterSpacing: 2 },
      box({ color: PALETTE.accent }, heading.game.toUpperCase()),
      box({ color: PALETTE.bandMuted }, 'THE INTERACTIVE RULEBOOK'),
    ),
    box(
      { alignItems: 'center', gap: 18 },
      chip,
      box({ display: 'block', flex: 1, fontSize: title.size, lineHeight: LINE_HEIGHT, fontWeight: 700, color: PALETTE.bandText, lineClamp: title.lines, overflow: 'hidden' }, heading.title),
    ),
    subtitle ? textLine(subtitle, { fontSize: fitFont(subtitle, INNER_WIDTH, 24, 18), color: PALETTE.bandMuted }) : null,
  );
}
