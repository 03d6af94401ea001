/**
 * The position on the baize: the seats one under another (name, badges,
 * hand), the piles in a column on the right, and who is to act in a strip at
 * the bottom. Sizes come from the space each part gets (sizes.ts).
 */
import { CAPTION_HEIGHT, cardBack, cardTile } from './card-tile';
import { box, textLine, type SatoriElement } from './nodes';
import { PALETTE } from './palette';
import type { PreviewPile, PreviewSeat, PreviewTable } from './preview-data';
import { PREVIEW_WIDTH } from './preview-data';
import { fitFont, handLayout, rowHeight, tileFor, type HandLayout } from './sizes';

const PAD_X = 40;
const PAD_Y = 18;
const GAP = 32;
const PILES_WIDTH = 330;
const NAME_WIDTH = 190;
const CARD_GAP = 6;
/** The status strip's height. */
const STATUS_HEIGHT = 66;
/** The most cards a pile shows face up (the top ones). */
const PILE_SHOWN = 4;

function badge(text: string, acting: boolean): SatoriElement {
  const colours = acting ? { background: PALETTE.accent, color: PALETTE.band } : { background: 'rgba(0,0,0,0.3)', color: PALETTE.onFelt };
  return box({ ...colours, fontSize: 16, fontWeight: 700, padding: '2px 9px', borderRadius: 999 }, text);
}

/** The hand's tiles (then its face-down cards) in lines of `perLine`. */
function handTiles(seat: PreviewSeat, { tile, perLine }: HandLayout): SatoriElement {
  const tiles = [...seat.cards.map((card) => cardTile(card, tile)), ...Array.from({ length: seat.hidden }, () => cardBack(tile))];
  if (tiles.length === 0) return box({ fontSize: 20, color: PALETTE.onFeltMuted }, 'no cards');
  const lines = Array.from({ length: Math.ceil(tiles.length / perLine) }, (_, i) => tiles.slice(i * perLine, (i + 1) * perLine));
  return box({ flexDirection: 'column', gap: CARD_GAP }, ...lines.map((line) => box({ gap: CARD_GAP }, ...line)));
}

function seatRow(seat: PreviewSeat, height: number, hand: HandLayout): SatoriElement {
  const nameSize = Math.min(30, Math.max(18, Math.floor(height * 0.34)));
  return box(
    {
      height,
      alignItems: 'center',
      gap: 14,
      padding: '0 12px',
      borderRadius: 12,
      borderLeft: `6px solid ${seat.acting ? PALETTE.accent : 'transparent'}`,
      background: seat.acting ? 'rgba(255,255,255,0.14)' : 'transparent',
    },
    box(
      { width: NAME_WIDTH - 32, flexDirection: 'column', gap: 4, flexShrink: 0 },
      textLine(seat.name, { fontSize: nameSize, fontWeight: 700, color: '#ffffff' }),
      box({ flexWrap: 'wrap', gap: 4, overflow: 'hidden', maxHeight: height - nameSize - 6 }, ...seat.badges.slice(0, 3).map((b, i) => badge(b, seat.acting && i === 0))),
    ),
    handTiles(seat, hand),
  );
}

function seatsColumn(seats: readonly PreviewSeat[], width: number, height: number): SatoriElement {
  const gap = 8;
  const row = rowHeight(seats.length, height, gap);
  const most = Math.max(1, ...seats.map((s) => s.cards.length + s.hidden));
  const hand = handLayout(most, width - NAME_WIDTH - 20, row - 8, CARD_GAP, 110);
  return box({ width, flexDirection: 'column', justifyContent: 'center', gap }, ...seats.map((s) => seatRow(s, row, hand)));
}

function pileBlock(pile: PreviewPile, width: number, height: number): SatoriElement {
  const shown = pile.cards.slice(-PILE_SHOWN);
  const captions = shown.some((c) => c.caption !== undefined) ? CAPTION_HEIGHT + 4 : 0;
  const slots = shown.length + (pile.faceDown > 0 ? 1 : 0);
  const tile = tileFor(Math.max(1, slots), width, height - 26 - (pile.note ? 24 : 0) - captions, 10, 120);
  const hiddenUnder = pile.cards.length - shown.length;
  return box(
    { width, flexDirection: 'column', gap: 4 },
    textLine(pile.label.toUpperCase(), { fontSize: 17, fontWeight: 700, letterSpacing: 1.5, color: PALETTE.onFeltMuted }),
    box(
      { gap: 10, alignItems: 'flex-start' },
      pile.faceDown > 0 ? cardBack(tile, pile.faceDown) : null,
      ...shown.map((card) => cardTile(card, tile)),
      shown.length + pile.faceDown === 0 ? box({ height: tile.height, alignItems: 'center', fontSize: 20, color: PALETTE.onFeltMuted }, 'empty') : null,
    ),
    pile.note || hiddenUnder > 0 ? textLine(pile.note ?? `${hiddenUnder} more under`, { fontSize: 19, color: PALETTE.onFelt }) : null,
  );
}

/** The piles one under another; more than two, in two columns. */
function pilesColumn(piles: readonly PreviewPile[], height: number): SatoriElement {
  const gap = 14;
  const columns = piles.length > 2 ? 2 : 1;
  const width = Math.floor((PILES_WIDTH - gap * (columns - 1)) / columns);
  const rows = Array.from({ length: Math.ceil(piles.length / columns) }, (_, r) => piles.slice(r * columns, (r + 1) * columns));
  const each = rowHeight(rows.length, height, gap);
  return box(
    { width: PILES_WIDTH, flexDirection: 'column', justifyContent: 'center', gap, flexShrink: 0 },
    ...rows.map((row) => box({ gap }, ...row.map((p) => pileBlock(p, width, each)))),
  );
}

function statusStrip(lines: readonly string[]): SatoriElement {
  const width = PREVIEW_WIDTH - 2 * PAD_X;
  const shown = lines.slice(0, 2);
  const sizes = shown.map((line, i) => (i === 0 ? fitFont(line, width, shown.length > 1 ? 24 : 26, 17, 700) : fitFont(line, width, 19, 15)));
  return box(
    { height: STATUS_HEIGHT, flexDirection: 'column', justifyContent: 'center', padding: `0 ${PAD_X}px`, background: PALETTE.feltDark },
    ...shown.map((line, i) => textLine(line, { fontSize: sizes[i], fontWeight: i === 0 ? 700 : 400, color: i === 0 ? '#ffffff' : PALETTE.onFelt })),
  );
}

/** The baize and the status strip under the band, `height` pixels in all. */
export function tableView(table: PreviewTable, height: number): SatoriElement {
  const inner = height - STATUS_HEIGHT - 2 * PAD_Y;
  const seatsWidth = PREVIEW_WIDTH - 2 * PAD_X - (table.piles.length > 0 ? PILES_WIDTH + GAP : 0);
  return box(
    { height, flexDirection: 'column' },
    box(
      { height: height - STATUS_HEIGHT, padding: `${PAD_Y}px ${PAD_X}px`, gap: GAP, background: PALETTE.felt },
      seatsColumn(table.seats, seatsWidth, inner),
      table.piles.length > 0 ? pilesColumn(table.piles, inner) : null,
    ),
    statusStrip(table.status),
  );
}
