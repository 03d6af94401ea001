/**
 * Text notation for SENS actions and positions.
 *
 * Cards are two characters, rank then suit: ranks 7 8 9 T U O K A (T the
 * Ten, U the Unter, O the Ober, A the Sau; `10` is read as T) and suits E G H
 * S (Eichel, Gras, Herz, Schellen): `UE` is the Eichel-Unter, `9H` the
 * Herz-Nine. Names and words are matched without regard to case. Seats are
 * the players in seating order, clockwise; partners sit opposite.
 *
 * Actions, one per line:
 *
 *   Ana deal 7                   Ana shuffles with seed 7, has the pack cut and deals (4.2, 4.4)
 *   Ana deal 7 counts 5,5,4,5    ... giving wrong counts in the first round, by seat from Vorhand (4.5)
 *   Ben bid H                    Ben takes the game with Herz as trumps (5.1, 5.2); the suit may be
 *                                written E G H S or Eichel, Gras, Herz, Schellen
 *   Ben pass                     Ben does not play (5.1-5.3)
 *   Cem rob                      Cem swaps the trump Seven for the turned card (6.1)
 *   Dia rest                     the dealer deals the rest (5.4)
 *   Ana meld 9H TH UH            Ana announces a meld of these cards (7.1, 8.1, 8.2); the cards may
 *                                also be written together, 9HTHUH
 *   Ana bella                    Ana announces Bella (7.3)
 *   Ana play UE                  Ana lays a card on the trick (9)
 *   Ana take back                Ana takes back the wrong card just played (1.3)
 *   Ben claim                    Ben points out a wrong card that stands (1.4)
 *   Ben misdeal                  Ben points out a misdeal (4.5)
 *   Cem vorlauf                  Cem calls Vorlauf (10.3)
 *   Dia look                     Dia looks at the last trick again (1.5)
 *
 * A position is one line of space-separated key=value fields, in this order
 * (opt: left out when it holds its default or does not apply):
 *
 *   players=Ana,Ben,Cem,Dia     the names, in seat order (seats 0 and 2 are partners, 1 and 3)
 *   options=mild                the misdeal rule, strict or mild (4.5), and ",sees-last" when the
 *                               dealer may look at the last card (4.3): options=strict,sees-last
 *   scores=120,84               each side's running total: Ana's side (seats 0, 2), then Ben's
 *   ledger=164/0,0/0            (opt, default -) every finished deal's written points, side 0/side 1
 *   dealer=Dia                  who deals (or dealt) this deal
 *   phase=bidding               deal, bidding, taken, play, deal-over or match-over
 *   turn=Dia                    who is to act: the dealer (deal, taken), the bidder in turn, the
 *                               player to play, the next dealer (deal-over), a loser (match-over)
 *   hands=UE,9E,.../...         the hands by seat, "/"-separated, each in the order the cards came,
 *                               "-" for an empty one
 *   pack=7H,...                 the undealt cards, next card first, "-" for none
 *   turned=7H                   (opt) the card turned face up (4.4), until the rest is dealt
 *   round=2                     (opt, default 1) the bidding round (5.2)
 *   passed=Dia,Ana              (opt) who has passed in this round, in order
 *   game=Ben,H                  (opt) who took the game, and the trump suit
 *   robbed=Cem                  (opt) who robbed the turned card (6.1)
 *   melds=Ana:9HTHUH,Cem:UEUGUHUS  (opt) the melds announced, in order, each its player and cards
 *   bella=Ana                   (opt) whose Bella counts (7.3)
 *   trick=9H,TH                 (opt) the trick on the table, from its leader
 *   tricks=AE7E8EKE,...         (opt) the tricks taken in, in order, each its four cards from its leader
 *   fouls=Cem:7H:3:9.2          (opt) wrong cards that stand: player, card, trick (from 1), duty broken
 *   vorlauf=Cem:3               (opt) who called Vorlauf, and how many tricks were taken in then
 *   end=counted                 (opt) how the deal ended: counted, foul, thrown-in or misdeal
 *   winner=Ana                  (opt) in match-over: a player of the winning side (the side is what counts)
 *
 * What follows from the rest is not written, and parsing works it out again,
 * so the round trip formatPosition -> parsePosition is exact: who led each
 * trick and who won it (9.1, 9.5), the melds' kinds and values (8.1, 8.2) and
 * their settlement once the first trick is complete (7.2), the misdeal flag
 * (wrong hand sizes, 4.5), the round a game was taken in, and how a finished
 * deal was counted (12.1, 1.4, 4.5). Parsing checks the position makes sense
 * (position-sense.ts) and never throws; errors name the column (syntax) or
 * the field (sense).
 */
import { failAt, isFailed, readFields, tokenize, type Token } from '../core/notation-text';
import type { Failed, Parsed } from '../core/game';
import { failure, reason } from '../core/reasons';
import { saySense } from './messages/sense';
import { failAtNote, failInLine, notation as msg, type NotationMessage } from './messages/notation';
import { parseCard, SUITS, type Card, type Suit } from './cards';
import { MAX_ACTION_CHARS, MAX_DEAL_COUNT, MAX_LEDGER_DEALS, MAX_POSITION_CHARS, MAX_SCORE, MAX_SEED } from './limits';
import { meldOf, settleMelds } from './melds';
import { countDeal, foulWritten, misdealWritten } from './scoring';
import { trickWinner } from './tricks';
import { checkPositionSense } from './position-sense';
import { leaderOf, seatAfter } from './rules/1-seats';
import { meldPointsNow, takerOf } from './rules/12-counting';
import { handsWrong, playersProblem } from './rules/4-dealing';
import type { DealEnd, DealState, Foul, Meld, Phase, Played, Seat, SensAction, SensState, Side, TableOptions, Trick } from './types';


const nameOf = (players: readonly string[], seat: number) => players[seat] ?? `seat${seat}`;
const safeCard = (c: unknown) => (typeof c === 'string' && /^[789TUOKA][EGHS]$/.test(c) ? c : '??');

/** The notation of one action (see the header). Malformed actions still get a readable line. */
export function formatAction(action: SensAction, players: readonly string[]): string {
  if (!action || typeof action !== 'object') return '(no action)';
  const who = nameOf(players, action.seat);
  switch (action.type) {
    case 'deal': return `${who} deal ${action.seed}${Array.isArray(action.counts) ? ` counts ${action.counts.join(',')}` : ''}`;
    case 'bid': return `${who} bid ${typeof action.suit === 'string' ? action.suit.slice(0, 10) : '?'}`;
    case 'meld': return `${who} meld${Array.isArray(action.cards) ? action.cards.map((c) => ` ${safeCard(c)}`).join('') : ''}`;
    case 'play': return `${who} play ${safeCard(action.card)}`;
    case 'takeBack': return `${who} take back`;
    case 'pass': case 'rob': case 'rest': case 'bella': case 'claim': case 'misdeal': case 'vorlauf': case 'look':
      return `${who} ${action.type}`;
    default: return `${who} ${String((action as { type?: unknown }).type).slice(0, 40)}`;
  }
}

const SUIT_WORDS: Record<string, Suit> = { e: 'E', g: 'G', h: 'H', s: 'S', eichel: 'E', gras: 'G', herz: 'H', schellen: 'S' };
const WORDS = ['deal', 'bid', 'pass', 'rob', 'rest', 'meld', 'bella', 'play', 'take back', 'claim', 'misdeal', 'vorlauf', 'look'];
const CARD_IN_TEXT = /(10|[789TUOKA])([EGHS])/iy;

/** A token of cards written together ("9HTHUH") as cards, or null. */
function cardsTogether(text: string): Card[] | null {
  const out: Card[] = [];
  let at = 0;
  while (at < text.length) {
    CARD_IN_TEXT.lastIndex = at;
    const m = CARD_IN_TEXT.exec(text);
    if (!m) return null;
    const c = parseCard(m[0]);
    if (!c.ok) return null;
    out.push(c.value);
    at = CARD_IN_TEXT.lastIndex;
  }
  return out.length ? out : null;
}

/** A whole number written plainly (no sign, no leading zero), within [min, max]. */
function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^(0|[1-9]\d{0,9})$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** Parses one action for the players `players` (seat order). Never throws. */
export function parseAction(text: string, players: readonly string[]): Parsed<SensAction> {
  if (typeof text !== 'string') return failAt(1, reason('parse.notText', { what: 'action' }));
  if (text.length > MAX_ACTION_CHARS) return failAt(MAX_ACTION_CHARS + 1, reason('parse.tooLong', { what: 'action', max: MAX_ACTION_CHARS, got: text.length }));
  const fail = (column: number, what: NotationMessage): Parsed<SensAction> => failInLine(text, column, what);
  const tokens = tokenize(text);
  const end = text.trimEnd().length + 1;
  if (tokens.length === 0) return fail(1, msg('notation.player', { players }));
  const [who, verb, ...rest] = tokens;
  const index = players.findIndex((p) => p.toLowerCase() === who.text.toLowerCase());
  if (index < 0 || index > 3) return fail(who.column, msg('notation.player', { players, got: who.text }));
  const seat = index as Seat;
  if (!verb) return fail(end, msg('notation.verb', { words: WORDS }));
  const extra = (t: Token | undefined) => (t ? fail(t.column, msg('notation.unexpected', { got: t.text })) : null);
  const word = verb.text.toLowerCase();
  switch (word) {
    case 'deal': {
      const [seedToken, countsWord, countsToken, more] = rest;
      if (!seedToken) return fail(end, msg('notation.seed', { max: MAX_SEED, whole: false }));
      const seed = wholeNumber(seedToken.text, 0, MAX_SEED);
      if (seed === null) return fail(seedToken.column, msg('notation.seed', { max: MAX_SEED, whole: true, got: seedToken.text }));
      if (!countsWord) return { ok: true, value: { type: 'deal', seat, seed } };
      if (countsWord.text.toLowerCase() !== 'counts') return fail(countsWord.column, msg('notation.orEnd', { words: ['counts'], got: countsWord.text }));
      const parts = countsToken ? countsToken.text.split(',') : [];
      const counts = parts.map((p) => wholeNumber(p, 0, MAX_DEAL_COUNT));
      if (parts.length !== 4 || counts.some((n) => n === null)) return fail(countsToken?.column ?? end, msg('notation.counts', { max: MAX_DEAL_COUNT }));
      return extra(more) ?? { ok: true, value: { type: 'deal', seat, seed, counts: counts as number[] } };
    }
    case 'bid': {
      const [suitToken, more] = rest;
      const suit = suitToken ? SUIT_WORDS[suitToken.text.toLowerCase()] : undefined;
      if (!suit) return fail(suitToken?.column ?? end, msg('notation.suit', { got: suitToken?.text }));
      return extra(more) ?? { ok: true, value: { type: 'bid', seat, suit } };
    }
    case 'meld': {
      if (rest.length === 0) return fail(end, msg('notation.meldCards', {}));
      const cards: Card[] = [];
      for (const t of rest) {
        const got = cardsTogether(t.text);
        if (!got) return fail(t.column, msg('notation.meldCard', { got: t.text }));
        cards.push(...got);
      }
      if (cards.length > 8) return fail(rest[0].column, msg('notation.meldTooMany', { got: cards.length }));
      return { ok: true, value: { type: 'meld', seat, cards } };
    }
    case 'play': {
      const [cardToken, more] = rest;
      if (!cardToken) return fail(end, msg('notation.playCard', {}));
      const c = /^(10|[789TUOKA])[EGHS]$/i.test(cardToken.text) ? parseCard(cardToken.text) : null;
      if (!c || !c.ok) return fail(cardToken.column, msg('notation.playCard', { got: cardToken.text }));
      return extra(more) ?? { ok: true, value: { type: 'play', seat, card: c.value } };
    }
    case 'take': {
      const [back, more] = rest;
      if (!back || back.text.toLowerCase() !== 'back') return fail(back?.column ?? end, msg('notation.takeBack', { got: back?.text }));
      return extra(more) ?? { ok: true, value: { type: 'takeBack', seat } };
    }
    case 'pass': case 'rob': case 'rest': case 'bella': case 'claim': case 'misdeal': case 'vorlauf': case 'look':
      return extra(rest[0]) ?? { ok: true, value: { type: word, seat } as SensAction };
    default:
      return fail(verb.column, msg('notation.verb', { words: WORDS, got: verb.text }));
  }
}

// ---------------------------------------------------------------- positions

const FIELDS = ['players', 'options', 'scores', 'ledger', 'dealer', 'phase', 'turn', 'hands', 'pack', 'turned', 'round', 'passed', 'game', 'robbed',
  'melds', 'bella', 'trick', 'tricks', 'fouls', 'vorlauf', 'end', 'winner'] as const;
type Field = (typeof FIELDS)[number];
const REQUIRED: readonly Field[] = ['players', 'scores', 'dealer', 'phase', 'turn', 'hands', 'pack'];
const PHASES: readonly Phase[] = ['deal', 'bidding', 'taken', 'play', 'deal-over', 'match-over'];
const ENDS = ['counted', 'foul', 'thrown-in', 'misdeal'] as const;

const list = (cards: readonly Card[]) => (cards.length === 0 ? '-' : cards.join(','));

/** The position on one line (see the header). */
export function formatPosition(state: SensState): string {
  const { players, deal: d } = state;
  const name = (seat: number) => nameOf(players, seat);
  const parts = [
    `players=${players.join(',')}`,
    `options=${state.options.misdeal}${state.options.dealerSeesLast ? ',sees-last' : ''}`,
    `scores=${state.scores[0]},${state.scores[1]}`,
  ];
  if (state.ledger.length > 0) parts.push(`ledger=${state.ledger.map((l) => `${l[0]}/${l[1]}`).join(',')}`);
  parts.push(`dealer=${name(d.dealer)}`, `phase=${state.phase}`, `turn=${name(d.turn)}`, `hands=${d.hands.map(list).join('/')}`, `pack=${list(d.pack)}`);
  if (d.turned) parts.push(`turned=${d.turned}`);
  if (d.round !== 1) parts.push(`round=${d.round}`);
  if (d.passed.length) parts.push(`passed=${d.passed.map(name).join(',')}`);
  if (d.game) parts.push(`game=${name(d.game.by)},${d.game.trump}`);
  if (d.robbedBy !== null) parts.push(`robbed=${name(d.robbedBy)}`);
  if (d.melds.length) parts.push(`melds=${d.melds.map((m) => `${name(m.seat)}:${m.cards.join('')}`).join(',')}`);
  if (d.bella.length) parts.push(`bella=${d.bella.map(name).join(',')}`);
  if (d.trick.length) parts.push(`trick=${d.trick.map((p) => p.card).join(',')}`);
  if (d.tricks.length) parts.push(`tricks=${d.tricks.map((t) => t.cards.map((p) => p.card).join('')).join(',')}`);
  if (d.fouls.length) parts.push(`fouls=${d.fouls.map((f) => `${name(f.seat)}:${f.card}:${f.trick + 1}:${f.duty}`).join(',')}`);
  if (d.vorlauf) parts.push(`vorlauf=${name(d.vorlauf.seat)}:${d.vorlauf.tricks}`);
  if (d.end) parts.push(`end=${d.end.kind}`);
  if (state.winner !== null) parts.push(`winner=${name(state.winner)}`);
  return parts.join(' ');
}


/** One card written exactly (upper case rank and suit; 10 for T is not used in positions). */
function exactCard(text: string): Card | null {
  return /^[789TUOKA][EGHS]$/.test(text) ? (text as Card) : null;
}

/** A comma list of cards, "-" for none. */
function parseCardList(text: string, column: number, field: string): Card[] | Failed {
  if (text === '-') return [];
  if (text === '') return failAtNote(column, msg('notation.cardsNone', { field }));
  const out: Card[] = [];
  let at = column;
  for (const item of text.split(',')) {
    const c = exactCard(item);
    if (!c) return failAtNote(at, msg('notation.cardItem', { field, got: item.slice(0, 20) }));
    out.push(c);
    at += item.length + 1;
  }
  return out;
}

/** Cards written together ("9HTHUH"), exactly. */
function parseRun(text: string): Card[] | null {
  if (text.length === 0 || text.length % 2 !== 0 || text.length > 16) return null;
  const out: Card[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const c = exactCard(text.slice(i, i + 2));
    if (!c) return null;
    out.push(c);
  }
  return out;
}

/** Parses a position line and runs the sense check. Never throws. */
export function parsePosition(text: string): Parsed<SensState> {
  if (typeof text !== 'string') return failAt(1, reason('parse.notText', { what: 'position' }));
  if (text.length > MAX_POSITION_CHARS) return failAt(MAX_POSITION_CHARS + 1, reason('parse.tooLong', { what: 'position', max: MAX_POSITION_CHARS, got: text.length }));
  const fields = readFields(text, FIELDS, REQUIRED);
  if (isFailed(fields)) return fields;
  const get = (f: Field) => fields.get(f)!;

  const p = get('players');
  const players = p.value.split(',');
  const badPlayers = playersProblem(players);
  if (badPlayers) return failAtNote(p.column, msg('notation.players', { why: badPlayers }));
  const seatNamed = (value: string, column: number, field: string): Seat | Failed => {
    const i = players.findIndex((n) => n.toLowerCase() === value.toLowerCase());
    return i >= 0 ? (i as Seat) : failAtNote(column, msg('notation.seat', { field, players, got: value.slice(0, 40) }));
  };
  const seatOf = (field: Field): Seat | Failed => seatNamed(get(field).value, get(field).column, field);
  const seatList = (field: Field): Seat[] | Failed => {
    const f = fields.get(field);
    if (!f) return [];
    const out: Seat[] = [];
    let at = f.column;
    for (const item of f.value.split(',')) {
      const s = seatNamed(item, at, field);
      if (isFailed(s)) return s;
      if (out.includes(s)) return failAtNote(at, msg('notation.twice', { field, item }));
      out.push(s);
      at += item.length + 1;
    }
    return out;
  };

  let options: TableOptions = { dealerSeesLast: false, misdeal: 'mild' };
  const o = fields.get('options');
  if (o) {
    const m = /^(strict|mild)(,sees-last)?$/.exec(o.value);
    if (!m) return failAtNote(o.column, msg('notation.options', {}));
    options = { dealerSeesLast: !!m[2], misdeal: m[1] as 'strict' | 'mild' };
  }

  const sc = get('scores');
  const sm = /^(\d{1,5}),(\d{1,5})$/.exec(sc.value);
  const s0 = sm ? wholeNumber(sm[1], 0, MAX_SCORE) : null;
  const s1 = sm ? wholeNumber(sm[2], 0, MAX_SCORE) : null;
  if (s0 === null || s1 === null) return failAtNote(sc.column, msg('notation.scores', { max: MAX_SCORE }));

  const ledger: [number, number][] = [];
  const lg = fields.get('ledger');
  if (lg && lg.value !== '-') {
    const items = lg.value.split(',');
    if (items.length > MAX_LEDGER_DEALS) return failAtNote(lg.column, msg('notation.ledgerMax', { max: MAX_LEDGER_DEALS }));
    let at = lg.column;
    for (const item of items) {
      const m = /^(\d{1,5})\/(\d{1,5})$/.exec(item);
      const a = m ? wholeNumber(m[1], 0, MAX_SCORE) : null;
      const b = m ? wholeNumber(m[2], 0, MAX_SCORE) : null;
      if (a === null || b === null) return failAtNote(at, msg('notation.ledgerItem', { got: item.slice(0, 30) }));
      ledger.push([a, b]);
      at += item.length + 1;
    }
  }

  const dealer = seatOf('dealer');
  if (isFailed(dealer)) return dealer;
  const ph = get('phase');
  if (!(PHASES as readonly string[]).includes(ph.value)) return failAtNote(ph.column, msg('notation.oneOf', { field: 'phase', options: PHASES, got: ph.value.slice(0, 30) }));
  const phase = ph.value as Phase;
  const turn = seatOf('turn');
  if (isFailed(turn)) return turn;

  const hf = get('hands');
  const handParts = hf.value.split('/');
  if (handParts.length !== 4) return failAtNote(hf.column, msg('notation.handCount', { got: handParts.length }));
  const hands: Card[][] = [];
  let at = hf.column;
  for (const part of handParts) {
    const cards = parseCardList(part, at, 'hands');
    if (isFailed(cards)) return cards;
    hands.push(cards);
    at += part.length + 1;
  }
  const pack = parseCardList(get('pack').value, get('pack').column, 'pack');
  if (isFailed(pack)) return pack;
  let turned: Card | null = null;
  const tf = fields.get('turned');
  if (tf) {
    turned = exactCard(tf.value);
    if (!turned) return failAtNote(tf.column, msg('notation.turned', { got: tf.value.slice(0, 20) }));
  }
  let round: 1 | 2 = 1;
  const rf = fields.get('round');
  if (rf) {
    if (rf.value !== '2') return failAtNote(rf.column, msg('notation.round', {}));
    round = 2;
  }
  const passed = seatList('passed');
  if (isFailed(passed)) return passed;

  let game: DealState['game'] = null;
  const gf = fields.get('game');
  if (gf) {
    const m = /^([^,]+),([EGHS])$/.exec(gf.value);
    if (!m) return failAtNote(gf.column, msg('notation.game', { got: gf.value.slice(0, 40) }));
    const by = seatNamed(m[1], gf.column, 'game');
    if (isFailed(by)) return by;
    game = { by, trump: m[2] as Suit, round };
  }
  let robbedBy: Seat | null = null;
  if (fields.has('robbed')) {
    const r = seatOf('robbed');
    if (isFailed(r)) return r;
    robbedBy = r;
  }

  const melds: Meld[] = [];
  const mf = fields.get('melds');
  if (mf) {
    let col = mf.column;
    for (const item of mf.value.split(',')) {
      const m = /^([^:]+):(.+)$/.exec(item);
      const seat = m ? seatNamed(m[1], col, 'melds') : null;
      if (isFailed(seat)) return seat;
      const cards = m ? parseRun(m[2]) : null;
      const shape = cards ? meldOf(cards) : null;
      if (seat === null || !shape) return failAtNote(col, msg('notation.melds', { got: item.slice(0, 40) }));
      melds.push({ seat, kind: shape.kind, cards: [...shape.cards], points: shape.points });
      col += item.length + 1;
    }
  }
  const bella = seatList('bella');
  if (isFailed(bella)) return bella;

  const needGame = (f: Field): Failed | null => (game ? null : failAtNote(get(f).column, msg('notation.needGame', { field: f })));
  const trickCards = fields.has('trick') ? parseCardList(get('trick').value, get('trick').column, 'trick') : [];
  if (isFailed(trickCards)) return trickCards;
  if (trickCards.length > 3) return failAtNote(get('trick').column, msg('notation.trickMax', {}));
  const tricks: Trick[] = [];
  const tkf = fields.get('tricks');
  if (tkf) {
    const noGame = needGame('tricks');
    if (noGame) return noGame;
    let col = tkf.column;
    let leader = leaderOf({ tricks: [], dealer });
    for (const item of tkf.value.split(',')) {
      const cards = parseRun(item);
      if (!cards || cards.length !== 4) return failAtNote(col, msg('notation.tricksItem', { got: item.slice(0, 40) }));
      const played: Played[] = cards.map((card, i) => ({ seat: seatAfter(leader, i), card }));
      const winner = trickWinner(played, game!.trump);
      tricks.push({ cards: played, winner });
      leader = winner;
      col += item.length + 1;
    }
    if (tricks.length > 8) return failAtNote(tkf.column, msg('notation.tricksMax', { got: tricks.length }));
  }
  if (trickCards.length > 0) {
    const noGame = needGame('trick');
    if (noGame) return noGame;
  }
  const leader = leaderOf({ tricks, dealer });
  const trick: Played[] = trickCards.map((card, i) => ({ seat: seatAfter(leader, i), card }));

  const fouls: Foul[] = [];
  const ff = fields.get('fouls');
  if (ff) {
    let col = ff.column;
    for (const item of ff.value.split(',')) {
      const m = /^([^:]+):([^:]+):([1-8]):(9\.[234])$/.exec(item);
      const seat = m ? seatNamed(m[1], col, 'fouls') : null;
      if (isFailed(seat)) return seat;
      const card = m ? exactCard(m[2]) : null;
      if (seat === null || !card) return failAtNote(col, msg('notation.fouls', { got: item.slice(0, 40) }));
      fouls.push({ seat, card, trick: Number(m![3]) - 1, duty: m![4] });
      col += item.length + 1;
    }
  }
  let vorlauf: DealState['vorlauf'] = null;
  const vf = fields.get('vorlauf');
  if (vf) {
    const m = /^([^:]+):([0-7])$/.exec(vf.value);
    const seat = m ? seatNamed(m[1], vf.column, 'vorlauf') : null;
    if (isFailed(seat)) return seat;
    if (seat === null) return failAtNote(vf.column, msg('notation.vorlauf', { got: vf.value.slice(0, 40) }));
    vorlauf = { side: (seat % 2) as Side, seat, tricks: Number(m![2]) };
  }

  const deal0: DealState = {
    dealer, turn, hands, pack, turned, misdealt: false, round, passed, game, robbedBy, melds, bella,
    settlement: null, trick, tricks, fouls, vorlauf, end: null,
  };
  const settlement = game && tricks.length > 0 ? settleMelds(melds, game.trump) : null;
  const deal1: DealState = { ...deal0, settlement, misdealt: handsWrong(deal0, phase) };

  let dealEnd: DealEnd | null = null;
  const en = fields.get('end');
  if (en) {
    if (!(ENDS as readonly string[]).includes(en.value)) return failAtNote(en.column, msg('notation.end', { options: ENDS, got: en.value.slice(0, 30) }));
    const kind = en.value as (typeof ENDS)[number];
    if (kind === 'thrown-in') dealEnd = { kind };
    else if (kind === 'misdeal') dealEnd = { kind, written: misdealWritten(dealer, options.misdeal) };
    else if (kind === 'foul') {
      if (fouls.length === 0) return failAtNote(en.column, msg('notation.endFoul', {}));
      dealEnd = { kind, by: fouls[0].seat, written: foulWritten(fouls[0].seat, meldPointsNow(deal1)) };
    } else {
      if (!game || tricks.length !== 8) return failAtNote(en.column, msg('notation.endCounted', {}));
      dealEnd = countDeal({ tricks, trump: game.trump, taker: takerOf(deal1)!, meldPoints: meldPointsNow(deal1) });
    }
  }
  let winner: Side | null = null;
  if (fields.has('winner')) {
    const w = seatOf('winner');
    if (isFailed(w)) return w;
    winner = (w % 2) as Side;
  }
  const state: SensState = { players, options, scores: [s0, s1], ledger, phase, deal: { ...deal1, end: dealEnd }, winner };
  const nonsense = checkPositionSense(state);
  return nonsense ? failure(saySense(nonsense, 'en'), nonsense) : { ok: true, value: state };
}
