/**
 * The Gin Rummy desk's set-up form as data, and the way between it and the
 * engine's position notation (engine/gin-rummy/notation.ts). The form only
 * writes the notation; whether the table can be is the engine's to say
 * (Game.parsePosition), so nothing here judges a table. What the form adds
 * is the fill: every card not named goes into the stock below the named top
 * cards, in pack order (clubs, diamonds, hearts, spades, each Ace to King);
 * with a smaller stock asked for, the rest lies under the discard pile.
 *
 * The form covers a hand in play (§5: the opening discard, the draw, the
 * discard). Fields it has no control for (due=, early=, exposed=, thirdlast=)
 * are kept as they came in `initial`, so editing a shared table loses nothing.
 */
import { cardText, fullPack } from '../../../../engine/gin-rummy/cards';
import { formatPosition, parsePosition } from '../../../../engine/gin-rummy/notation';
import { codesOf } from './card-text';

export type FormPhase = 'first-discard' | 'draw' | 'discard';
export const FORM_PHASES: readonly FormPhase[] = ['first-discard', 'draw', 'discard'];

/** One hand of the match so far (§13): who won it and what they wrote; null: nobody (no game, §12). */
export interface LedgerRow {
  readonly winner: 0 | 1 | null;
  readonly points: string;
}

export interface GinForm {
  readonly names: readonly [string, string];
  readonly packs: string;
  readonly ledger: readonly LedgerRow[];
  readonly dealer: 0 | 1;
  readonly phase: FormPhase;
  readonly turn: 0 | 1;
  /** The hands as typed. */
  readonly hands: readonly [string, string];
  /** The discard pile as typed, bottom first: the last card is the top. */
  readonly discards: string;
  /** Cards on top of the stock as typed, top first. */
  readonly stockTop: string;
  /** How many cards the stock holds; '' for every card not named elsewhere. */
  readonly stockCount: string;
  /** In the discard phase: where the player to act drew from. */
  readonly drawn: 'stock' | 'discard';
  /** With drawn=discard: the card taken from the pile (§5). */
  readonly taken: string;
  /** Fields of `initial` the form has no control for, as written there ("early=Ben"). */
  readonly kept: readonly string[];
}

const KEPT_KEYS = ['due', 'early', 'exposed', 'thirdlast'];

/** A fresh table: Ana deals, Ben (Vorhand) opens with eleven cards (§3, §5). */
export function freshForm(): GinForm {
  return {
    names: ['Ana', 'Ben'], packs: 'red,blue', ledger: [], dealer: 0, phase: 'first-discard', turn: 1,
    hands: ['', ''], discards: '', stockTop: '', stockCount: '', drawn: 'stock', taken: '', kept: [],
  };
}

const list = (codes: readonly string[]) => (codes.length === 0 ? '-' : codes.join(','));
const name = (form: GinForm, seat: 0 | 1) => form.names[seat].trim();
const packIndex = new Map(fullPack().map((c, i) => [cardText(c), i]));

/** The stock and the discard pile with the cards not named filled in (see the header). */
function piles(form: GinForm): { stock: string[]; discards: string[] } {
  const top = codesOf(form.stockTop);
  const discards = codesOf(form.discards);
  // The taken card is named in the hand as well; left out of it, it fills the stock and the engine says where it belongs (§5).
  const named = new Set([...codesOf(form.hands[0]), ...codesOf(form.hands[1]), ...discards, ...top]);
  const rest = fullPack().map(cardText).filter((c) => !named.has(c));
  const count = /^\d{1,3}$/.test(form.stockCount.trim()) ? Number(form.stockCount.trim()) : null;
  const fromRest = count === null ? rest.length : Math.max(0, Math.min(rest.length, count - top.length));
  return { stock: [...top, ...rest.slice(0, fromRest)], discards: [...rest.slice(fromRest), ...discards] };
}

/** The table the form describes, in the engine's position notation. */
export function positionText(form: GinForm): string {
  const ledger = form.ledger.length === 0 ? '-' : form.ledger.map((r) => (r.winner === null ? '0' : `${name(form, r.winner)}+${r.points.trim() || '?'}`)).join(',');
  const { stock, discards } = piles(form);
  const parts = [`players=${name(form, 0)},${name(form, 1)}`, `packs=${form.packs}`, `ledger=${ledger}`, `dealer=${name(form, form.dealer)}`];
  if (form.phase === 'first-discard') parts.push('begun=no');
  parts.push(`phase=${form.phase}`, `turn=${name(form, form.turn)}`, `hands=${list(codesOf(form.hands[0]))}/${list(codesOf(form.hands[1]))}`, `stock=${list(stock)}`, `discards=${list(discards)}`);
  if (form.phase === 'discard') {
    parts.push(`drawn=${form.drawn}`);
    if (form.drawn === 'discard') parts.push(`taken=${codesOf(form.taken)[0] ?? '-'}`);
  }
  parts.push(...form.kept);
  return parts.join(' ');
}

/** The first cards of the stock that are not already in pack order: with the rest filled in, they give the same stock. */
function namedTop(stock: readonly string[]): string[] {
  let k = stock.length;
  while (k > 0 && (k === stock.length || packIndex.get(stock[k - 1])! < packIndex.get(stock[k])!)) k--;
  return stock.slice(0, k);
}

/** The form for a position given in notation; an error (the engine's) when it does not read, a note when the form cannot show all of it. */
export function formFromPosition(text: string): { ok: true; form: GinForm; note: string | null } | { ok: false; error: string } {
  const parsed = parsePosition(text);
  // The engine's failure as it is: its reason (not enumerable) says it in the page's language.
  if (!parsed.ok) return parsed;
  const s = parsed.value;
  const h = s.hand;
  const codes = (cards: readonly { rank: number; suit: string }[]) => cards.map((c) => cardText(c as never)).join(' ');
  const inPlay = (FORM_PHASES as readonly string[]).includes(s.phase);
  const kept = text.split(/\s+/).filter((f) => KEPT_KEYS.includes(f.slice(0, f.indexOf('='))));
  const form: GinForm = {
    names: [s.players[0], s.players[1]],
    packs: s.packs.join(','),
    ledger: s.ledger.map((e) => ({ winner: e.winner as 0 | 1 | null, points: e.winner === null ? '' : String(e.points) })),
    dealer: h.dealer,
    phase: inPlay ? (s.phase as FormPhase) : 'draw',
    turn: h.turn,
    hands: [codes(h.hands[0]), codes(h.hands[1])],
    discards: codes(h.discards),
    stockTop: namedTop(h.stock.map((c) => cardText(c))).join(' '),
    stockCount: '',
    drawn: h.drawn ?? 'stock',
    taken: h.taken ? cardText(h.taken) : '',
    kept: inPlay ? kept : [],
  };
  const note = inPlay ? null : `The table given is in the phase "${s.phase}"; this form sets up a hand in play, so it starts from its players, score sheet and dealer.`;
  return { ok: true, form: inPlay ? form : { ...form, hands: ['', ''], discards: '', stockTop: '', drawn: 'stock', taken: '', turn: (1 - h.dealer) as 0 | 1 }, note };
}

/**
 * Whether two position lines describe the same table, in the engine's own
 * spelling: the shell may hand back the form's own table reformatted by the
 * engine (Game.formatPosition), which the form must not take for a new one.
 */
export function sameTable(a: string | null, b: string | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  const x = parsePosition(a);
  const y = parsePosition(b);
  return x.ok && y.ok && formatPosition(x.value) === formatPosition(y.value);
}
