/**
 * Text notation for Gin Rummy actions and positions.
 *
 * Cards are two characters, rank then suit: A 2-9 T J Q K and C D H S
 * (`AS`, `TD`, `KH`; `10D` is read as `TD`). A meld is its cards written
 * together (`AS2S3S`). Names and words are matched without regard to case.
 *
 * Actions, one per line:
 *
 *   Ana deal 17                      Ana shuffles with seed 17, cuts and deals (§3)
 *   Ana deal 17 misdeal 12/10        ... giving 12 to the first player dealt to and 10 to herself (§14.9)
 *   Ben draw                         the top card of the stock (§5)
 *   Ben draw 2                       two stock cards at once (§14.5)
 *   Ben take                         the top card of the discard pile (§5)
 *   Ben discard 7H                   a discard, face up (§5)
 *   Ana knock 3C melds AS2S3S 7H7D7C 3C face down, two melds laid out, the rest is deadwood (§7)
 *   Ana knock 9D                     a knock without melds: everything is deadwood
 *   Ana gin 3C melds AS2S3S 7H7D7C 9D9H9S  a knock that says gin (§11)
 *   Ben layout melds 4H5H6H off 4S>1 KD>2  the opponent's melds and lay-offs, each card > the number
 *                                    of the knocker's meld, from 1, in the order the knock lists them (§8)
 *   Ben layout                       nothing melded, nothing laid off
 *   Ben accept | Ben reject          the answer to an irregular knock (§14.7)
 *   Ben expose                       the next stock card exposed while drawing (§14.3)
 *   Ben reshuffle 42                 the stock shuffled (seed 42) instead of taking an exposed card (§14.3)
 *   Ben claim dealer | Ben claim count   pointing out a deal out of turn (§14.1, §14.2) or a wrong count (§14.9)
 *
 * A position is one line of space-separated key=value fields, in this order
 * (opt: left out when it holds its default or does not apply):
 *
 *   players=Ana,Ben          the names, in seat order
 *   packs=red,blue           each seat's pack (§1, §3)
 *   ledger=Ana+25,0,Ben+11   the hands of the match so far (§13): winner+points, 0 for a hand
 *                            nobody won; "-" for none
 *   dealer=Ana               who dealt the current hand
 *   due=Ben                  (opt) who should have dealt it, if not the dealer (§14.1)
 *   begun=no                 (opt) nothing played since the deal yet (§14.1, §14.9)
 *   phase=draw               first-discard, draw, discard, knocked, hand-over or match-over
 *   turn=Ben                 who is to act (knocked: the knocker's opponent; hand-over: the next dealer)
 *   hands=AS,2S,.../KD,...   the hands by seat, "/"-separated, "-" for an empty one
 *   stock=7C,...             the stock, top first (§3)
 *   discards=4H,QS           the discard pile, bottom first: the last card is the top (§5)
 *   drawn=stock|discard      (opt) in the discard phase: where the player drew from
 *   taken=QS                 (opt) the card taken from the discard pile this turn, which may not
 *                            go straight back (§5, the site's reading); also while an
 *                            irregular knock waits, since sending it back resumes the turn
 *   early=Ben                (opt) who drew before the other discarded (§14.4)
 *   exposed=Ana              (opt) who exposed the stock's top card (§14.3)
 *   thirdlast=Ben            (opt) who took the stock's third-last card: the hand is no game
 *                            when that player's turn ends without a knock (§12, §14.4)
 *   knock=Ana buried=3C kmelds=AS2S3S,7H7D7C kdead=9D,TD   (opt) a knock: the knocker, the
 *                            face-down card, the melds and the deadwood (§7)
 *   said=gin                 (opt) the knocker said gin (§11)
 *   faults=deadwood,count    (opt) why the knock is irregular (§14.6, §14.11)
 *   accepted=yes             (opt) the irregular knock was accepted (§14.7, §14.8)
 *   omelds=4H5H6H offs=4S>1 odead=KC   (opt) the opponent's lay-out (§8)
 *   end=score|no-game|misdeal  (opt) how the hand ended, in hand-over and match-over
 *
 * The score of a finished hand and the settlement of a finished match are not
 * written: they follow from the table and the ledger, and parsing works them
 * out again, so the round trip formatPosition -> parsePosition is exact.
 * Parsing checks the position makes sense (position-sense.ts) and never
 * throws; errors name the column (syntax) or the field (sense).
 */
import { failAt, isFailed, readFields, tokenize, type Token } from '../core/notation-text';
import type { Failed, Parsed } from '../core/game';
import { failure, reason } from '../core/reasons';
import { saySense } from './messages/sense';
import { failAtNote, failInLine, notation as msg, sayNotation, type NotationMessage } from './messages/notation';
import { cardText, parseCard, type Card } from './cards';
import { MAX_ACTION_CHARS, MAX_DEAL_COUNT, MAX_DRAW_COUNT, MAX_POSITION_CHARS, MAX_SEED } from './limits';
import { MAX_HANDS_PER_MATCH, MATCH_TARGET, settle } from './match';
import { checkPositionSense } from './position-sense';
import { playersProblem } from './rules/3-dealing';
import { scoreKnock } from './rules/9-scoring';
import type { GinAction, GinState, HandEnd, HandState, Knock, KnockFault, LayOffEntry, Layout, LedgerEntry, PackColour, Phase, Seat } from './types';


const nameOf = (players: readonly string[], seat: number) => players[seat] ?? `seat${seat}`;
const meldText = (cards: readonly Card[]) => cards.map(cardText).join('');
const safeCard = (c: unknown) => {
  try {
    return cardText(c as Card);
  } catch {
    return '??';
  }
};

/** The notation of one action (see the header). Malformed actions still get a readable line. */
export function formatAction(action: GinAction, players: readonly string[]): string {
  if (!action || typeof action !== 'object') return '(no action)';
  const who = nameOf(players, action.seat);
  const melds = (groups: readonly (readonly Card[])[] | undefined) => (Array.isArray(groups) && groups.length ? ` melds ${groups.map((g) => (Array.isArray(g) ? g.map(safeCard).join('') : '??')).join(' ')}` : '');
  switch (action.type) {
    case 'deal': return `${who} deal ${action.seed}${action.counts ? ` misdeal ${action.counts[0]}/${action.counts[1]}` : ''}`;
    case 'draw': return action.count === 1 ? `${who} draw` : `${who} draw ${action.count}`;
    case 'take': return `${who} take`;
    case 'discard': return `${who} discard ${safeCard(action.card)}`;
    case 'knock': return `${who} ${action.gin ? 'gin' : 'knock'} ${safeCard(action.discard)}${melds(action.melds)}`;
    case 'layout': {
      const offs = Array.isArray(action.layoffs) && action.layoffs.length ? ` off ${action.layoffs.map((l) => `${safeCard(l?.card)}>${Number(l?.meld) + 1}`).join(' ')}` : '';
      return `${who} layout${melds(action.melds)}${offs}`;
    }
    case 'accept': case 'reject': case 'expose': return `${who} ${action.type}`;
    case 'reshuffle': return `${who} reshuffle ${action.seed}`;
    case 'claim': return `${who} claim ${action.what}`;
    default: return `${who} ${String((action as { type?: unknown }).type).slice(0, 40)}`;
  }
}

const CARD_IN_MELD = /(10|[2-9TJQKA])([CDHS])/giy;

/** A meld token ("AS2S3S") as cards, or null. */
function parseMeld(text: string): Card[] | null {
  const out: Card[] = [];
  CARD_IN_MELD.lastIndex = 0;
  let at = 0;
  while (at < text.length) {
    CARD_IN_MELD.lastIndex = at;
    const m = CARD_IN_MELD.exec(text);
    if (!m) return null;
    const c = parseCard(m[0]);
    if (!c.ok) return null;
    out.push(c.value);
    at = CARD_IN_MELD.lastIndex;
  }
  return out.length ? out : null;
}

const WORDS = ['deal', 'draw', 'take', 'discard', 'knock', 'gin', 'layout', 'accept', 'reject', 'expose', 'reshuffle', 'claim'];

/** A whole number written plainly (no sign, no leading zero), within [min, max]. */
function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^(0|[1-9]\d{0,9})$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** Parses one action for the players `players` (seat order). Never throws. */
export function parseAction(text: string, players: readonly string[]): Parsed<GinAction> {
  if (typeof text !== 'string') return failAt(1, reason('parse.notText', { what: 'action' }));
  if (text.length > MAX_ACTION_CHARS) return failAt(MAX_ACTION_CHARS + 1, reason('parse.tooLong', { what: 'action', max: MAX_ACTION_CHARS, got: text.length }));
  const fail = (column: number, what: NotationMessage): Parsed<GinAction> => failInLine(text, column, what);
  const tokens = tokenize(text);
  const end = text.trimEnd().length + 1;
  if (tokens.length === 0) return fail(1, msg('notation.player', { players }));
  const [who, verb, ...rest] = tokens;
  const index = players.findIndex((p) => p.toLowerCase() === who.text.toLowerCase());
  if (index !== 0 && index !== 1) return fail(who.column, msg('notation.player', { players, got: who.text }));
  const seat = index as Seat;
  if (!verb) return fail(end, msg('notation.verb', { words: WORDS }));
  const extra = (t: Token | undefined) => (t ? fail(t.column, msg('notation.unexpected', { got: t.text })) : null);
  const card = (t: Token | undefined, what: 'discard' | 'buried'): Card | Parsed<GinAction> => {
    if (!t) return fail(end, msg('notation.card', { what }));
    const c = parseCard(t.text);
    return c.ok ? c.value : fail(t.column, msg('notation.card', { what, got: t.text }));
  };
  const isFail = (x: unknown): x is Parsed<GinAction> => !!x && typeof x === 'object' && 'ok' in x;
  /** "melds G G ..." up to `stop` (a word) or the end. */
  const meldsFrom = (from: number, stop: string | null): { melds: Card[][]; next: number } | Parsed<GinAction> => {
    const melds: Card[][] = [];
    let i = from;
    if (rest[i]?.text.toLowerCase() !== 'melds') return { melds, next: i };
    i++;
    while (i < rest.length && rest[i].text.toLowerCase() !== stop) {
      const m = parseMeld(rest[i].text);
      if (!m) return fail(rest[i].column, msg('notation.meld', { got: rest[i].text }));
      melds.push(m);
      i++;
    }
    if (melds.length === 0) return fail(rest[i]?.column ?? end, msg('notation.meldsNone', {}));
    return { melds, next: i };
  };
  switch (verb.text.toLowerCase()) {
    case 'deal': {
      const [seedToken, word, counts, more] = rest;
      if (!seedToken) return fail(end, msg('notation.seed', { max: MAX_SEED, whole: false }));
      const seed = wholeNumber(seedToken.text, 0, MAX_SEED);
      if (seed === null) return fail(seedToken.column, msg('notation.seed', { max: MAX_SEED, whole: true, got: seedToken.text }));
      if (!word) return { ok: true, value: { type: 'deal', seat, seed } };
      if (word.text.toLowerCase() !== 'misdeal') return fail(word.column, msg('notation.orEnd', { words: ['misdeal'], got: word.text }));
      const m = counts ? /^(\d{1,2})\/(\d{1,2})$/.exec(counts.text) : null;
      const a = m ? wholeNumber(m[1], 0, MAX_DEAL_COUNT) : null;
      const b = m ? wholeNumber(m[2], 0, MAX_DEAL_COUNT) : null;
      if (a === null || b === null) return fail(counts?.column ?? end, msg('notation.counts', { max: MAX_DEAL_COUNT }));
      return extra(more) ?? { ok: true, value: { type: 'deal', seat, seed, counts: [a, b] } };
    }
    case 'draw': {
      const [countToken, more] = rest;
      if (!countToken) return { ok: true, value: { type: 'draw', seat, count: 1 } };
      const count = wholeNumber(countToken.text, 2, MAX_DRAW_COUNT);
      if (count === null) return fail(countToken.column, msg('notation.drawCount', { max: MAX_DRAW_COUNT, got: countToken.text }));
      return extra(more) ?? { ok: true, value: { type: 'draw', seat, count } };
    }
    case 'take': case 'accept': case 'reject': case 'expose':
      return extra(rest[0]) ?? { ok: true, value: { type: verb.text.toLowerCase() as 'take', seat } };
    case 'discard': {
      const c = card(rest[0], 'discard');
      if (isFail(c)) return c;
      return extra(rest[1]) ?? { ok: true, value: { type: 'discard', seat, card: c } };
    }
    case 'knock': case 'gin': {
      const c = card(rest[0], 'buried');
      if (isFail(c)) return c;
      if (rest[1] && rest[1].text.toLowerCase() !== 'melds') return fail(rest[1].column, msg('notation.orEnd', { words: ['melds'], got: rest[1].text }));
      const got = meldsFrom(1, null);
      if (isFail(got)) return got;
      return extra(rest[got.next]) ?? { ok: true, value: { type: 'knock', seat, discard: c, melds: got.melds, gin: verb.text.toLowerCase() === 'gin' } };
    }
    case 'layout': {
      if (rest[0] && !['melds', 'off'].includes(rest[0].text.toLowerCase())) return fail(rest[0].column, msg('notation.orEnd', { words: ['melds', 'off'], got: rest[0].text }));
      const got = meldsFrom(0, 'off');
      if (isFail(got)) return got;
      let i = got.next;
      const layoffs: LayOffEntry[] = [];
      if (rest[i]) {
        if (rest[i].text.toLowerCase() !== 'off') return fail(rest[i].column, msg('notation.orEnd', { words: ['off'], got: rest[i].text }));
        i++;
        if (!rest[i]) return fail(end, msg('notation.offNone', {}));
        for (; i < rest.length; i++) {
          const m = /^(.+)>(\d{1,2})$/.exec(rest[i].text);
          const c = m ? parseCard(m[1]) : null;
          const n = m ? wholeNumber(m[2], 1, 99) : null;
          if (!c || !c.ok || n === null) return fail(rest[i].column, msg('notation.layoff', { got: rest[i].text }));
          layoffs.push({ card: c.value, meld: n - 1 });
        }
      }
      return { ok: true, value: { type: 'layout', seat, melds: got.melds, layoffs } };
    }
    case 'reshuffle': {
      const [seedToken, more] = rest;
      const seed = seedToken ? wholeNumber(seedToken.text, 0, MAX_SEED) : null;
      if (seed === null) return fail(seedToken?.column ?? end, msg('notation.seed', { max: MAX_SEED, whole: true }));
      return extra(more) ?? { ok: true, value: { type: 'reshuffle', seat, seed } };
    }
    case 'claim': {
      const [what, more] = rest;
      const w = what?.text.toLowerCase();
      if (w !== 'dealer' && w !== 'count') return fail(what?.column ?? end, msg('notation.claim', { got: what?.text }));
      return extra(more) ?? { ok: true, value: { type: 'claim', seat, what: w } };
    }
    default:
      return fail(verb.column, msg('notation.verb', { words: WORDS, got: verb.text }));
  }
}

// ---------------------------------------------------------------- positions

const FIELDS = ['players', 'packs', 'ledger', 'dealer', 'due', 'begun', 'phase', 'turn', 'hands', 'stock', 'discards', 'drawn', 'taken', 'early', 'exposed',
  'thirdlast', 'knock', 'buried', 'kmelds', 'kdead', 'said', 'faults', 'accepted', 'omelds', 'offs', 'odead', 'end'] as const;
type Field = (typeof FIELDS)[number];
const REQUIRED: readonly Field[] = ['players', 'packs', 'ledger', 'dealer', 'phase', 'turn', 'hands', 'stock', 'discards'];
const PHASES: readonly Phase[] = ['first-discard', 'draw', 'discard', 'knocked', 'hand-over', 'match-over'];

const list = (cards: readonly Card[]) => (cards.length === 0 ? '-' : cards.map(cardText).join(','));
const meldList = (melds: readonly (readonly Card[])[]) => (melds.length === 0 ? '-' : melds.map(meldText).join(','));

/** The position on one line (see the header). */
export function formatPosition(state: GinState): string {
  const { players, hand: h } = state;
  const name = (seat: number) => nameOf(players, seat);
  const parts = [
    `players=${players.join(',')}`,
    `packs=${state.packs.join(',')}`,
    `ledger=${state.ledger.length === 0 ? '-' : state.ledger.map((e) => (e.winner === null ? '0' : `${name(e.winner)}+${e.points}`)).join(',')}`,
    `dealer=${name(h.dealer)}`,
  ];
  if (h.due !== h.dealer) parts.push(`due=${name(h.due)}`);
  if (!h.begun) parts.push('begun=no');
  parts.push(`phase=${state.phase}`, `turn=${name(h.turn)}`, `hands=${h.hands.map(list).join('/')}`, `stock=${list(h.stock)}`, `discards=${list(h.discards)}`);
  if (h.drawn) parts.push(`drawn=${h.drawn}`);
  if (h.taken) parts.push(`taken=${cardText(h.taken)}`);
  if (h.early !== null) parts.push(`early=${name(h.early)}`);
  if (h.exposed !== null) parts.push(`exposed=${name(h.exposed)}`);
  if (h.thirdLast !== null) parts.push(`thirdlast=${name(h.thirdLast)}`);
  if (h.knock) {
    const k = h.knock;
    parts.push(`knock=${name(k.by)}`, `buried=${cardText(k.buried)}`, `kmelds=${meldList(k.melds)}`, `kdead=${list(k.deadwood)}`);
    if (k.saidGin) parts.push('said=gin');
    if (k.faults.length) parts.push(`faults=${k.faults.join(',')}`);
    if (k.accepted) parts.push('accepted=yes');
  }
  if (h.layout) {
    const l = h.layout;
    parts.push(`omelds=${meldList(l.melds)}`, `offs=${l.layoffs.length === 0 ? '-' : l.layoffs.map((o) => `${cardText(o.card)}>${o.meld + 1}`).join(',')}`, `odead=${list(l.deadwood)}`);
  }
  if (h.end) parts.push(`end=${h.end.kind}`);
  return parts.join(' ');
}


/** A comma list of cards, "-" for none. */
function parseCardList(text: string, column: number, field: string): Card[] | Failed {
  if (text === '-') return [];
  if (text === '') return failAtNote(column, msg('notation.cardsNone', { field }));
  const out: Card[] = [];
  let at = column;
  for (const item of text.split(',')) {
    const c = /^(10|[2-9TJQKA])[CDHS]$/i.test(item) ? parseCard(item) : null;
    if (!c || !c.ok) return failAtNote(at, msg('notation.cardItem', { field, got: item.slice(0, 20) }));
    out.push(c.value);
    at += item.length + 1;
  }
  return out;
}

function parseMeldList(text: string, column: number, field: string): Card[][] | Failed {
  if (text === '-') return [];
  const out: Card[][] = [];
  let at = column;
  for (const item of text.split(',')) {
    const m = parseMeld(item);
    if (!m) return failAtNote(at, msg('notation.meldList', { field, got: item.slice(0, 30) }));
    out.push(m);
    at += item.length + 1;
  }
  return out;
}

/** Parses a position line and runs the sense check. Never throws. */
export function parsePosition(text: string): Parsed<GinState> {
  if (typeof text !== 'string') return failAt(1, reason('parse.notText', { what: 'position' }));
  if (text.length > MAX_POSITION_CHARS) return failAt(MAX_POSITION_CHARS + 1, reason('parse.tooLong', { what: 'position', max: MAX_POSITION_CHARS, got: text.length }));
  const fields = readFields(text, FIELDS, REQUIRED);
  if (isFailed(fields)) return fields;
  const end = text.trimEnd().length + 1;
  const get = (f: Field) => fields.get(f)!;

  const p = get('players');
  const players = p.value.split(',');
  const badPlayers = playersProblem(players);
  if (badPlayers) return failAtNote(p.column, msg('notation.players', { why: badPlayers }));
  const seatOf = (field: Field): Seat | Failed => {
    const f = get(field);
    const i = players.findIndex((n) => n.toLowerCase() === f.value.toLowerCase());
    return i === 0 || i === 1 ? (i as Seat) : failAtNote(f.column, msg('notation.seat', { field, players, got: f.value.slice(0, 40) }));
  };
  const optionalSeat = (field: Field): Seat | null | Failed => (fields.has(field) ? seatOf(field) : null);

  const pk = get('packs');
  const packs = pk.value.split(',');
  if (packs.length !== 2 || !packs.every((c) => c === 'red' || c === 'blue')) return failAtNote(pk.column, msg('notation.packs', {}));

  const lg = get('ledger');
  const ledger: LedgerEntry[] = [];
  if (lg.value !== '-') {
    let at = lg.column;
    const items = lg.value.split(',');
    if (items.length > MAX_HANDS_PER_MATCH) return failAtNote(lg.column, msg('notation.ledgerMax', { max: MAX_HANDS_PER_MATCH }));
    for (const item of items) {
      if (item === '0') ledger.push({ winner: null, points: 0 });
      else {
        const m = /^([^+]+)\+(\d{1,4})$/.exec(item);
        const i = m ? players.findIndex((n) => n.toLowerCase() === m[1].toLowerCase()) : -1;
        const points = m ? wholeNumber(m[2], 1, 9999) : null;
        if (!m || (i !== 0 && i !== 1) || points === null) return failAtNote(at, msg('notation.ledgerItem', { first: players[0], got: item.slice(0, 30) }));
        ledger.push({ winner: i as Seat, points });
      }
      at += item.length + 1;
    }
  }

  const dealer = seatOf('dealer');
  if (isFailed(dealer)) return dealer;
  const dueSeat = optionalSeat('due');
  if (isFailed(dueSeat)) return dueSeat;
  const b = fields.get('begun');
  if (b && b.value !== 'no') return failAtNote(b.column, msg('notation.begun', {}));
  const ph = get('phase');
  if (!(PHASES as readonly string[]).includes(ph.value)) return failAtNote(ph.column, msg('notation.oneOf', { field: 'phase', options: PHASES, got: ph.value.slice(0, 30) }));
  const phase = ph.value as Phase;
  const turn = seatOf('turn');
  if (isFailed(turn)) return turn;

  const hf = get('hands');
  const handParts = hf.value.split('/');
  if (handParts.length !== 2) return failAtNote(hf.column, msg('notation.handCount', { got: handParts.length }));
  const hands: Card[][] = [];
  let at = hf.column;
  for (const part of handParts) {
    const cards = parseCardList(part, at, 'hands');
    if (isFailed(cards)) return cards;
    hands.push(cards);
    at += part.length + 1;
  }
  const cardsOf = (f: Field): Card[] | Failed => parseCardList(get(f).value, get(f).column, f);
  const stock = cardsOf('stock');
  if (isFailed(stock)) return stock;
  const discards = cardsOf('discards');
  if (isFailed(discards)) return discards;
  const dr = fields.get('drawn');
  if (dr && dr.value !== 'stock' && dr.value !== 'discard') return failAtNote(dr.column, msg('notation.drawn', {}));
  const tk = fields.get('taken');
  const taken = tk ? parseCardList(tk.value, tk.column, 'taken') : [];
  if (isFailed(taken)) return taken;
  if (tk && taken.length !== 1) return failAtNote(tk.column, msg('notation.taken', {}));
  const early = optionalSeat('early');
  if (isFailed(early)) return early;
  const exposed = optionalSeat('exposed');
  if (isFailed(exposed)) return exposed;
  const thirdLast = optionalSeat('thirdlast');
  if (isFailed(thirdLast)) return thirdLast;

  let knock: Knock | null = null;
  const knockFields: Field[] = ['buried', 'kmelds', 'kdead', 'said', 'faults', 'accepted'];
  if (fields.has('knock')) {
    const by = seatOf('knock');
    if (isFailed(by)) return by;
    for (const f of ['buried', 'kmelds', 'kdead'] as const) if (!fields.has(f)) return failAtNote(end, msg('notation.missingFor', { key: f, group: 'knock' }));
    const buried = parseCardList(get('buried').value, get('buried').column, 'buried');
    if (isFailed(buried)) return buried;
    if (buried.length !== 1) return failAtNote(get('buried').column, msg('notation.buried', {}));
    const melds = parseMeldList(get('kmelds').value, get('kmelds').column, 'kmelds');
    if (isFailed(melds)) return melds;
    const dead = cardsOf('kdead');
    if (isFailed(dead)) return dead;
    const said = fields.get('said');
    if (said && said.value !== 'gin') return failAtNote(said.column, msg('notation.said', {}));
    const fl = fields.get('faults');
    const faults = fl ? fl.value.split(',') : [];
    if (fl && !['deadwood', 'count', 'deadwood,count'].includes(fl.value)) {
      return failAtNote(fl.column, msg('notation.faults', {}));
    }
    const ac = fields.get('accepted');
    if (ac && ac.value !== 'yes') return failAtNote(ac.column, msg('notation.accepted', {}));
    knock = { by, buried: buried[0], melds, deadwood: dead, saidGin: !!said, faults: faults as KnockFault[], accepted: !!ac };
  } else {
    const stray = knockFields.find((f) => fields.has(f));
    if (stray) return failAtNote(get(stray).column - stray.length - 1, msg('notation.stray', { field: stray }));
  }

  let layout: Layout | null = null;
  if (fields.has('omelds') || fields.has('offs') || fields.has('odead')) {
    for (const f of ['omelds', 'offs', 'odead'] as const) if (!fields.has(f)) return failAtNote(end, msg('notation.missingFor', { key: f, group: 'layout' }));
    const melds = parseMeldList(get('omelds').value, get('omelds').column, 'omelds');
    if (isFailed(melds)) return melds;
    const dead = cardsOf('odead');
    if (isFailed(dead)) return dead;
    const layoffs: LayOffEntry[] = [];
    const of = get('offs');
    if (of.value !== '-') {
      let col = of.column;
      for (const item of of.value.split(',')) {
        const m = /^(.+)>(\d{1,2})$/.exec(item);
        const c = m ? parseCard(m[1]) : null;
        const n = m ? wholeNumber(m[2], 1, 99) : null;
        if (!c || !c.ok || n === null) return failAtNote(col, msg('notation.offs', { got: item.slice(0, 20) }));
        layoffs.push({ card: c.value, meld: n - 1 });
        col += item.length + 1;
      }
    }
    layout = { melds, layoffs, deadwood: dead };
  }

  let handEnd: HandEnd | null = null;
  const en = fields.get('end');
  if (en) {
    if (en.value === 'no-game' || en.value === 'misdeal') handEnd = { kind: en.value };
    else if (en.value === 'score') {
      if (!knock || !layout) return failAtNote(en.column, msg('notation.endScore', {}));
      const cards = layout.melds.flat().length + layout.layoffs.length + layout.deadwood.length;
      handEnd = scoreKnock(knock, layout, cards);
    } else return failAtNote(en.column, msg('notation.end', {}));
  }

  const hand: HandState = {
    dealer, due: dueSeat ?? dealer, begun: !b, turn, hands, stock, discards,
    drawn: dr ? (dr.value as 'stock' | 'discard') : null, taken: taken[0] ?? null, early, thirdLast, exposed, knock, layout, end: handEnd,
  };
  let settlement: GinState['settlement'] = null;
  if (phase === 'match-over') {
    const s = settle({ target: MATCH_TARGET, hands: ledger });
    if (!s.ok) {
      const notOver = msg('notation.notOver', { target: MATCH_TARGET });
      return failure(sayNotation(notOver, 'en'), notOver);
    }
    settlement = s.value;
  }
  const state: GinState = { players, packs: packs as PackColour[], ledger, phase, hand, settlement };
  const nonsense = checkPositionSense(state);
  return nonsense ? failure(saySense(nonsense, 'en'), nonsense) : { ok: true, value: state };
}
