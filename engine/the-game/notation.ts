/**
 * Text notation for actions and positions.
 *
 * Actions, one per line (names as in the position; matched without regard to case):
 *
 *   Ben lay 17 on Ben up        Ben lays 17 on his own ascending pile
 *   Ben lay 12 on Ana up        ... on Ana's ascending pile (the card for the opponent, 4.2)
 *   Ben lay 45 on Ben down      ... on his own descending pile
 *   Ben end turn                Ben is done; he draws (section 6) and Ana moves (5.4)
 *
 * A position is one line of space-separated `key=value` fields, written in this
 * order (fields marked opt are left out when they hold their default):
 *
 *   players=Ben,Ana          the two names, in seat order
 *   turn=Ben                 who is to move (5.4); in an ended game, whose turn it was
 *   laid=3+1                 (opt) cards laid this turn by the player to move: on their own
 *                            piles "+" on the opponent's (0 or 1, 4.1); default 0+0
 *   hands=17,23,40/5,8,51    the hands, one per seat, "/"-separated, "-" for none
 *   draw=9,33/-              the draw piles, top first, "-" for an empty one
 *   up=4,8,13/12*,30         the ascending piles, bottom first, "-" for an empty one (row
 *                            card 1 showing); "*" marks a card the other player laid there:
 *                            it is theirs (4.2)
 *   down=54,50/45*,44        the descending piles the same way ("-": row card 60 showing)
 *   won=Ben | lost=Ana       (opt) how the game ended: the player to move laid all 58 (7.1)
 *                            or cannot lay two (7.2); without either the game is in play
 *
 * Cards are numbers 2-59 (1.1). Each player's 58 cards must each be somewhere,
 * once (the sense check, position-sense.ts, runs on every parsed position). The
 * round trip formatPosition -> parsePosition is exact; parsing accepts the
 * fields in any order and `laid=0+0` written out, and writes them back in the
 * order above. Parsing never throws: errors name the column and what was
 * expected (sense errors name the field).
 */
import { failAt, isFailed, readFields, tokenize, type Token } from '../core/notation-text';
import type { Failed, Parsed } from '../core/game';
import { failure, reason } from '../core/reasons';
import { notation as msg, sayNotation, type NotationMessage } from './messages/notation';
import { MAX_ACTION_CHARS, MAX_POSITION_CHARS } from './limits';
import { HIGHEST, isNumberCard, LOWEST, ROWS } from './rules/1-material';
import { checkPlayers } from './rules/2-setup';
import { checkPositionSense } from './position-sense';
import type { PileCard, Result, Row, Seat, SeatState, TheGameAction, TheGameState } from './types';


const nameOf = (players: readonly string[], seat: Seat) => players[seat] ?? `seat${seat}`;

/** The notation of one action: "Ben lay 17 on Ben up", "Ben end turn". */
export function formatAction(action: TheGameAction, players: readonly string[]): string {
  if (!action || typeof action !== 'object') return '(no action)';
  const who = nameOf(players, action.seat);
  if (action.type === 'endTurn') return `${who} end turn`;
  // Malformed actions (from outside, refused by the rules) still get a readable line for their ruling.
  if (action.type !== 'lay' || !action.pile) return `${who} ${String((action as { type?: unknown }).type)}`;
  return `${who} lay ${action.card} on ${nameOf(players, action.pile.owner)} ${action.pile.row}`;
}

/** Parses one action for the players `players` (seat order). Never throws. */
export function parseAction(text: string, players: readonly string[]): Parsed<TheGameAction> {
  const fail = (column: number, what: NotationMessage): Parsed<TheGameAction> =>
    failure(`column ${column}: ${sayNotation(what, 'en')} in "${text}"`, reason('parse.column', { column, why: reason('parse.in', { why: what, text }) }));
  if (typeof text !== 'string') return failAt(1, reason('parse.notText', { what: 'action' }));
  if (text.length > MAX_ACTION_CHARS) return failAt(MAX_ACTION_CHARS + 1, reason('parse.tooLong', { what: 'action', max: MAX_ACTION_CHARS, got: text.length }));
  const tokens = tokenize(text);
  const end = text.trimEnd().length + 1;
  if (tokens.length === 0) return fail(1, msg('notation.player', { players }));
  const seatOf = (t: Token) => players.findIndex((p) => p.toLowerCase() === t.text.toLowerCase());
  const [who, verb, ...rest] = tokens;
  const seat = seatOf(who);
  if (seat === -1) return fail(who.column, msg('notation.player', { players, got: who.text }));
  if (!verb) return fail(end, msg('notation.verb', {}));
  const extra = (t: Token | undefined) => (t ? fail(t.column, msg('notation.unexpected', { got: t.text })) : null);
  switch (verb.text.toLowerCase()) {
    case 'end': {
      const [turn, more] = rest;
      if (turn?.text.toLowerCase() !== 'turn') return fail(turn?.column ?? end, msg('notation.turn', { got: turn?.text }));
      return extra(more) ?? { ok: true, value: { type: 'endTurn', seat } };
    }
    case 'lay': {
      const [card, on, owner, row, more] = rest;
      if (!card) return fail(end, msg('notation.card', { lowest: LOWEST, highest: HIGHEST }));
      const value = /^\d{1,3}$/.test(card.text) ? Number(card.text) : NaN;
      if (!isNumberCard(value) || String(value) !== card.text) return fail(card.column, msg('notation.card', { lowest: LOWEST, highest: HIGHEST, got: card.text }));
      if (on?.text.toLowerCase() !== 'on') return fail(on?.column ?? end, msg('notation.on', { got: on?.text }));
      if (!owner) return fail(end, msg('notation.owner', { players }));
      const ownerSeat = seatOf(owner);
      if (ownerSeat === -1) return fail(owner.column, msg('notation.owner', { players, got: owner.text }));
      const r = row?.text.toLowerCase();
      if (r !== 'up' && r !== 'down') return fail(row?.column ?? end, msg('notation.row', { got: row?.text }));
      return extra(more) ?? { ok: true, value: { type: 'lay', seat, card: value, pile: { owner: ownerSeat, row: r } } };
    }
    default:
      return fail(verb.column, msg('notation.verb', { got: verb.text }));
  }
}

const FIELDS = ['players', 'turn', 'laid', 'hands', 'draw', 'up', 'down', 'won', 'lost'] as const;
type Field = (typeof FIELDS)[number];
const REQUIRED: readonly Field[] = ['players', 'turn', 'hands', 'draw', 'up', 'down'];

const list = (values: readonly string[]) => (values.length === 0 ? '-' : values.join(','));

/** The position on one line (see the header for the fields). */
export function formatPosition(state: TheGameState): string {
  const { players, seats, laid, result } = state;
  const perSeat = (f: (s: SeatState, seat: Seat) => string[]) => seats.map((s, seat) => list(f(s, seat))).join('/');
  const pile = (row: Row) => perSeat((s, owner) => s[row].map((c) => `${c.value}${c.by === owner ? '' : '*'}`));
  const parts = [`players=${players.join(',')}`, `turn=${nameOf(players, state.toMove)}`];
  if (laid.own !== 0 || laid.opponent !== 0) parts.push(`laid=${laid.own}+${laid.opponent}`);
  parts.push(`hands=${perSeat((s) => s.hand.map(String))}`, `draw=${perSeat((s) => s.draw.map(String))}`, `up=${pile('up')}`, `down=${pile('down')}`);
  if (state.phase === 'over' && result) parts.push(result.by === '7.1' ? `won=${nameOf(players, result.winner)}` : `lost=${nameOf(players, result.loser)}`);
  return parts.join(' ');
}


/** One value's "/"-separated parts, each with the column it starts at; exactly one per seat. */
function perSeatParts(value: string, column: number, field: string): { text: string; column: number }[] | Failed {
  const parts = value.split('/');
  if (parts.length !== 2) return failAt(column, `${field}: expected two entries, one per player, separated by "/", got ${parts.length}`);
  let at = column;
  return parts.map((text) => {
    const out = { text, column: at };
    at += text.length + 1;
    return out;
  });
}

/** A comma list of cards ("-" for none), each a number 2-59, optionally followed by "*" when `marks` allows it. */
function parseCards(part: { text: string; column: number }, field: string, marks: boolean): { value: number; marked: boolean }[] | Failed {
  if (part.text === '-') return [];
  if (part.text === '') return failAt(part.column, `${field}: expected cards separated by "," or "-" for none, got nothing`);
  const out: { value: number; marked: boolean }[] = [];
  let at = part.column;
  for (const item of part.text.split(',')) {
    const m = (marks ? /^(\d{1,2})(\*?)$/ : /^(\d{1,2})()$/).exec(item);
    const value = m ? Number(m[1]) : NaN;
    if (!m || !isNumberCard(value) || String(value) !== m[1]) {
      return failAt(at, `${field}: expected a number card ${LOWEST}-${HIGHEST}${marks ? ' (with "*" if the other player laid it)' : ''}, got "${item}"`);
    }
    out.push({ value, marked: m[2] === '*' });
    at += item.length + 1;
  }
  return out;
}

/** Parses a position line and runs the sense check. Never throws. */
export function parsePosition(text: string): Parsed<TheGameState> {
  if (typeof text !== 'string') return failAt(1, reason('parse.notText', { what: 'position' }));
  if (text.length > MAX_POSITION_CHARS) return failAt(MAX_POSITION_CHARS + 1, reason('parse.tooLong', { what: 'position', max: MAX_POSITION_CHARS, got: text.length }));
  const fields = readFields(text, FIELDS, REQUIRED);
  if (isFailed(fields)) return fields;

  const p = fields.get('players')!;
  const players = p.value.split(',');
  const badPlayers = checkPlayers(players);
  if (badPlayers) return failAt(p.column, `players: ${badPlayers}`);
  const seatOf = (field: Field): Seat | Failed => {
    const f = fields.get(field)!;
    const seat = players.findIndex((name) => name.toLowerCase() === f.value.toLowerCase());
    return seat === -1 ? failAt(f.column, `${field}: expected one of the players (${players.join(', ')}), got "${f.value}"`) : seat;
  };
  const toMove = seatOf('turn');
  if (typeof toMove !== 'number') return toMove;

  let laid = { own: 0, opponent: 0 };
  const l = fields.get('laid');
  if (l) {
    const m = /^(\d{1,2})\+(\d{1,2})$/.exec(l.value);
    if (!m) return failAt(l.column, `laid: expected own+opponent, two counts such as 2+1, got "${l.value}"`);
    laid = { own: Number(m[1]), opponent: Number(m[2]) };
  }

  const numbers: Record<'hands' | 'draw', number[][]> = { hands: [], draw: [] };
  for (const field of ['hands', 'draw'] as const) {
    const f = fields.get(field)!;
    const parts = perSeatParts(f.value, f.column, field);
    if (!Array.isArray(parts)) return parts;
    for (const part of parts) {
      const cards = parseCards(part, field, false);
      if (!Array.isArray(cards)) return cards;
      numbers[field].push(cards.map((c) => c.value));
    }
  }
  const piles: Record<Row, PileCard[][]> = { up: [], down: [] };
  for (const row of ROWS) {
    const f = fields.get(row)!;
    const parts = perSeatParts(f.value, f.column, row);
    if (!Array.isArray(parts)) return parts;
    for (const [owner, part] of parts.entries()) {
      const cards = parseCards(part, row, true);
      if (!Array.isArray(cards)) return cards;
      piles[row].push(cards.map((c) => ({ value: c.value, by: c.marked ? 1 - owner : owner })));
    }
  }

  let result: Result | null = null;
  const won = fields.get('won');
  const lost = fields.get('lost');
  if (won && lost) return failAt(lost.keyColumn, 'a game ends either won= (7.1) or lost= (7.2), not both');
  if (won) {
    const seat = seatOf('won');
    if (typeof seat !== 'number') return seat;
    result = { winner: seat, loser: 1 - seat, by: '7.1' };
  } else if (lost) {
    const seat = seatOf('lost');
    if (typeof seat !== 'number') return seat;
    result = { winner: 1 - seat, loser: seat, by: '7.2' };
  }

  const state: TheGameState = {
    players,
    phase: result ? 'over' : 'playing',
    toMove,
    seats: [0, 1].map((seat) => ({ hand: numbers.hands[seat], draw: numbers.draw[seat], up: piles.up[seat], down: piles.down[seat] })),
    laid,
    result,
  };
  const nonsense = checkPositionSense(state);
  return nonsense ? { ok: false, error: nonsense } : { ok: true, value: state };
}
